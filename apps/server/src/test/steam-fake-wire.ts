/**
 * The wire of the local Steam (steam-fake.ts, issue 46): the offer states and shapes it keeps, Steam's JSON form of a
 * sent offer (`IEconService/GetTradeOffer(s)`), and its small HTTP helpers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Steam's ETradeOfferState values the fake uses. */
export const OFFER_STATE = {
  active: 2,
  accepted: 3,
  canceled: 6,
  declined: 7,
  needsConfirmation: 9,
} as const;

export interface FakeAsset {
  assetid: string;
  classid: string;
  hashName: string;
}

export interface FakeOffer {
  id: string;
  /** The partner's 32-bit account id. */
  accountId: number;
  token: string | null;
  message: string;
  assetIds: string[];
  state: number;
  created: number;
  updated: number;
}

export const json = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

export async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The 32-bit account id of a 64-bit SteamID (an individual account's). */
export const accountIdOf = (steamId64: string) => Number(BigInt(steamId64) & 0xffffffffn);

/** Offer `f` as Steam's Web API answers it, its items `appId`'s assets of `inventory` (context 2). */
export const rawOfferOf = (f: FakeOffer, appId: number, inventory: readonly FakeAsset[]) => ({
  tradeofferid: f.id,
  accountid_other: f.accountId,
  message: f.message,
  expiration_time: f.created + 14 * 86_400,
  trade_offer_state: f.state,
  items_to_give: f.assetIds.map((assetid) => ({
    appid: appId,
    contextid: '2',
    assetid,
    classid: inventory.find((a) => a.assetid === assetid)?.classid ?? '1',
    instanceid: '0',
    amount: '1',
  })),
  is_our_offer: true,
  time_created: f.created,
  time_updated: f.updated,
  from_real_time_trade: false,
  confirmation_method: 2,
});
