CREATE TABLE "hotel_favorites" (
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_favorites_user_id_hotel_id_pk" PRIMARY KEY("user_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "view_history" (
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"query_time" timestamp with time zone NOT NULL,
	"last_price" numeric(14, 2),
	"last_price_currency" text,
	CONSTRAINT "view_history_user_id_hotel_id_pk" PRIMARY KEY("user_id","hotel_id"),
	CONSTRAINT "view_history_price_ck" CHECK (("view_history"."last_price" is null) = ("view_history"."last_price_currency" is null))
);
--> statement-breakpoint
ALTER TABLE "hotel_favorites" ADD CONSTRAINT "hotel_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_favorites" ADD CONSTRAINT "hotel_favorites_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_history" ADD CONSTRAINT "view_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_history" ADD CONSTRAINT "view_history_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_favorites_user_time_idx" ON "hotel_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "view_history_user_time_idx" ON "view_history" USING btree ("user_id","query_time");