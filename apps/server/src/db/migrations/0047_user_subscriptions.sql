-- Issue 45: a player's consent to a personal subscription channel (spec 000 §3 Subscriptions): e-mail or Steam,
-- since when. A row is a subscription; unsubscribing deletes it.
CREATE TABLE "user_subscriptions" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscriptions_user_id_channel_pk" PRIMARY KEY("user_id","channel"),
	CONSTRAINT "user_subscriptions_channel_ck" CHECK ("user_subscriptions"."channel" in ('email', 'steam'))
);--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
