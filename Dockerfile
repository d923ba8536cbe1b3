# The shop as one image (docs/operations.md): Node 20 on Debian, the web app built at image time,
# the server run from its TypeScript sources by tsx with the same Node flags as `npm start`. WORKERS=N runs N server
# processes on one port (node:cluster); it needs DATABASE_URL and REDIS_URL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @cases/web

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 LOG_FORMAT=json
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=64", "--heap-growing-percent=200", "--import", "tsx", "apps/server/src/main.ts"]
