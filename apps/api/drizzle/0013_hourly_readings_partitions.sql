-- hourly_readings partitioned by month (docs/SCALING.md): the same name, columns, primary key
-- and foreign key, so no query changes; its rows are kept. One partition per Madrid calendar
-- month (UTC bounds: a Madrid month starts at 22:00 or 23:00 UTC the day before), from the
-- data's first month to three months ahead, and a default partition for a reading of a month
-- that has none yet. ov_ensure_reading_partitions is also the maintenance step the server runs
-- at start and daily (db/partitions.ts): it creates missing months and moves any of their rows
-- out of the default partition.
CREATE FUNCTION ov_ensure_reading_partitions(first_month date, last_month date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  month date := date_trunc('month', first_month)::date;
  lower_bound timestamptz;
  upper_bound timestamptz;
  name text;
  created integer := 0;
BEGIN
  WHILE month <= last_month LOOP
    name := format('hourly_readings_%s', to_char(month, 'YYYY_MM'));
    IF to_regclass(format('public.%I', name)) IS NULL THEN
      lower_bound := month::timestamp AT TIME ZONE 'Europe/Madrid';
      upper_bound := (month + interval '1 month')::timestamp AT TIME ZONE 'Europe/Madrid';
      -- Built apart and attached: rows of the month already in the default partition move in.
      EXECUTE format('CREATE TABLE public.%I (LIKE public.hourly_readings INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
      EXECUTE format(
        'WITH moved AS (DELETE FROM public.hourly_readings_default WHERE at >= $1 AND at < $2 RETURNING *) INSERT INTO public.%I SELECT * FROM moved',
        name
      ) USING lower_bound, upper_bound;
      EXECUTE format('ALTER TABLE public.%I ADD PRIMARY KEY (contract_id, at)', name);
      EXECUTE format('ALTER TABLE public.hourly_readings ATTACH PARTITION public.%I FOR VALUES FROM (%L) TO (%L)', name, lower_bound, upper_bound);
      created := created + 1;
    END IF;
    month := (month + interval '1 month')::date;
  END LOOP;
  RETURN created;
END;
$$;
--> statement-breakpoint
ALTER TABLE "hourly_readings" RENAME TO "hourly_readings_unpartitioned";
--> statement-breakpoint
ALTER TABLE "hourly_readings_unpartitioned" RENAME CONSTRAINT "hourly_readings_contract_id_at_pk" TO "hourly_readings_unpartitioned_pk";
--> statement-breakpoint
ALTER TABLE "hourly_readings_unpartitioned" RENAME CONSTRAINT "hourly_readings_contract_id_contracts_id_fk" TO "hourly_readings_unpartitioned_fk";
--> statement-breakpoint
CREATE TABLE "hourly_readings" (
	"contract_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"active_kwh" double precision NOT NULL,
	"reactive_kvarh" double precision NOT NULL,
	"surplus_kwh" double precision NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hourly_readings_contract_id_at_pk" PRIMARY KEY("contract_id","at"),
	CONSTRAINT "hourly_readings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE TABLE "hourly_readings_default" PARTITION OF "hourly_readings" DEFAULT;
--> statement-breakpoint
SELECT ov_ensure_reading_partitions(
	coalesce((SELECT min("at") AT TIME ZONE 'Europe/Madrid' FROM "hourly_readings_unpartitioned"), now() AT TIME ZONE 'Europe/Madrid')::date,
	((now() AT TIME ZONE 'Europe/Madrid') + interval '3 months')::date
);
--> statement-breakpoint
INSERT INTO "hourly_readings" SELECT "contract_id", "at", "active_kwh", "reactive_kvarh", "surplus_kwh", "estimated" FROM "hourly_readings_unpartitioned";
--> statement-breakpoint
DROP TABLE "hourly_readings_unpartitioned";
