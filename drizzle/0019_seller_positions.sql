ALTER TABLE "seller_applications" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_position" CHECK (("seller_applications"."latitude" is null) = ("seller_applications"."longitude" is null) and ("seller_applications"."latitude" is null or ("seller_applications"."latitude" between -90 and 90 and "seller_applications"."longitude" between -180 and 180)));