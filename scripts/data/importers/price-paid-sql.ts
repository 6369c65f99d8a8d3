/**
 * The set-based half of the Price Paid import: one statement that validates and transforms the
 * staged raw fields, upserts additions and changes, deletes deletion records and reports the
 * rejected rows by reason (with the first line numbers). The rules are the ones the row-by-row
 * importer applied: a 36-character transaction id (braces dropped), a positive whole-pound price,
 * a real calendar date (yyyy-mm-dd…, or dd-mm-yyyy), a property type among D/S/T/F/O when given,
 * and a postcode normalised to "OUT IN" when it is one (else the sale is kept without a postcode).
 */

/** Which staged column (c1…cN) holds each field; `status` is absent in the report-builder layout. */
export type FieldColumns = Record<
  | 'id'
  | 'price'
  | 'date'
  | 'postcode'
  | 'type'
  | 'newBuild'
  | 'tenure'
  | 'paon'
  | 'saon'
  | 'street'
  | 'locality'
  | 'town'
  | 'district'
  | 'county'
  | 'category',
  string
> & { status?: string };

export const TARGET_COLUMNS = [
  'transaction_id',
  'price',
  'transfer_date',
  'postcode',
  'outward',
  'sector',
  'property_type',
  'new_build',
  'tenure',
  'paon',
  'saon',
  'street',
  'locality',
  'town',
  'district',
  'county',
  'category',
  'record_status',
  'source_key',
];

/**
 * Blank, NA (any case) and NULL are no value (as fields.ts `text`), for a field already trimmed
 * (`x`, a column of the layer below): only a value of 0, 2 or 4 bytes can be one of them, so most
 * values take one length test (a chain of nullif() costs six comparisons a field, a row).
 */
const noValue = (x: string) =>
  `case when octet_length(${x}) not in (0, 2, 4) then ${x} when ${x} = '' or ${x} = 'NULL' or upper(${x} collate "C") = 'NA' then null else ${x} end`;

/**
 * A column that keeps a subquery a layer of its own: PostgreSQL never merges a subquery whose
 * select list calls a volatile function into the query around it. clock_timestamp() is volatile,
 * costs one clock read and is parallel-safe, so unlike `offset 0` (the usual fence) it lets the
 * layers run in parallel workers.
 */
const fence = (n: number) => `clock_timestamp() as fence${n}`;

/** The fields read as text (trimmed, then blank/NA/NULL as no value): all but the id and the postcode. */
const TEXT_FIELDS = [
  'status',
  'price',
  'date',
  'type',
  'newBuild',
  'tenure',
  'paon',
  'saon',
  'street',
  'locality',
  'town',
  'district',
  'county',
  'category',
] as const satisfies readonly (keyof FieldColumns)[];

/**
 * Every calendar day from 1900 to 2100 as its ISO text: a date field that starts with one is
 * that day, found with one hash lookup (checking the digits, the month and the day of the month
 * in SQL costs several string operations a row). Other dates take the full rule.
 */
const CALENDAR = `(select ${fence(0)}, to_char(d, 'YYYY-MM-DD') as iso, d::date as day
      from generate_series(date '1900-01-01', date '2100-12-31', interval '1 day') d)`;

/**
 * A date in full: yyyy-mm-dd… (the bulk files) or dd-mm-yyyy / dd/mm/yyyy (report builder), a
 * real calendar date (year 1 or later, month 1–12, day within the month), else null.
 */
function fullDate(text: string): string {
  const iso = `(case
        when substr(${text}, 5, 1) = '-' and substr(${text}, 8, 1) = '-'
          and translate(substr(${text}, 1, 10), '0123456789', '') = '--' then substr(${text}, 1, 10)
        when length(${text}) = 10 and substr(${text}, 3, 1) in ('-', '/') and substr(${text}, 6, 1) in ('-', '/')
          and translate(${text}, '/0123456789', '-') = '--' then substr(${text}, 7, 4) || '-' || substr(${text}, 4, 2) || '-' || substr(${text}, 1, 2)
      end)`;
  return `case when ${iso} is not null and substr(${iso}, 1, 4) <> '0000' and substr(${iso}, 6, 2) between '01' and '12' collate "C"
      and (substr(${iso}, 9, 2) between '01' and '28' collate "C"
        or substr(${iso}, 9, 2)::int between 1 and extract(day from make_date(substr(${iso}, 1, 4)::int, substr(${iso}, 6, 2)::int, 1) + interval '1 month' - interval '1 day'))
      then ${iso}::date end`;
}

/**
 * The staged rows with every field parsed and a rejection reason (null: valid). Each check takes
 * a cheap branch first and the full rule only for the rest: a whole number of up to nine digits
 * is cast directly, a date that starts with a calendar day is looked up. Character-class checks
 * are short regular expressions or replace() (translate() costs several times more on UTF-8
 * text), and upper-casing is byte-wise ("C"): every field it touches is then checked against
 * ASCII letters. Each layer selects a `fence` so the planner keeps it a layer: flattened, every
 * reference to a parsed field would repeat its whole expression.
 */
function checkedRows(stage: string, f: FieldColumns, lineOffset: number): string {
  // The calendar is joined here, to the staging table itself: a fenced layer that was the input
  // of a join was merged into it in a trial on PostgreSQL 15, repeating its expressions.
  const trimmed = `select ${fence(1)}, s.line + ${lineOffset} as line,
      upper(replace(replace(btrim(coalesce(s.${f.id}, '')), '{', ''), '}', '') collate "C") as id,
      upper(replace(replace(replace(replace(coalesce(s.${f.postcode}, ''), ' ', ''), E'\\t', ''), E'\\r', ''), E'\\n', '') collate "C") as pc,
      ${TEXT_FIELDS.map((name) => `${f[name] ? `btrim(s.${f[name]})` : 'null::text'} as t_${name}`).join(', ')},
      calendar.day as calendar_day
    from ${stage} s left join ${CALENDAR} calendar on calendar.iso = left(s.${f.date}, 10)`;
  const v = (name: (typeof TEXT_FIELDS)[number]) => noValue(`r.t_${name}`);
  const parsed = `select ${fence(2)}, r.line, r.id, r.pc, r.calendar_day,
      coalesce(upper(${v('status')} collate "C"), 'A') as status,
      replace(${v('price')}, ',', '') as price_text,
      ${v('date')} as date_text,
      upper(${v('type')} collate "C") as property_type,
      coalesce(upper(${v('newBuild')} collate "C") = 'Y', false) as new_build,
      ${v('tenure')} as tenure, ${v('paon')} as paon, ${v('saon')} as saon, ${v('street')} as street,
      ${v('locality')} as locality, ${v('town')} as town, ${v('district')} as district, ${v('county')} as county,
      ${v('category')} as category,
      case when r.pc ~ '^[A-Z][A-Z]?[0-9][A-Z0-9]?[0-9][A-Z][A-Z]$' then left(r.pc, -3) end as outward
    from (${trimmed}) r`;
  const typed = `select p.*, ${fence(3)},
      case
        when p.price_text ~ '^[0-9]+$' and octet_length(p.price_text) <= 9 then p.price_text::bigint
        when translate(p.price_text, '0123456789', '') in ('', '.') and p.price_text not like '.%'
          and length(split_part(p.price_text, '.', 1)) <= 10 then round(p.price_text::numeric)::bigint
      end as price_num,
      case when p.calendar_day is not null then p.calendar_day else ${fullDate('p.date_text')} end as transfer_date
    from (${parsed}) p`;
  return `select d.*, ${fence(4)},
      case
        when octet_length(d.id) <> 36 or d.id !~ '^[-0-9A-F]*$' then 'missing or malformed transaction id'
        when d.status not in ('A', 'C', 'D') then 'record status is not A/C/D'
        when d.status = 'D' then null
        when d.price_num is null or d.price_num <= 0 or d.price_num > 2147483647 then 'price is not a positive number'
        when d.transfer_date is null then 'transfer date is not a date'
        when d.property_type not in ('D', 'S', 'T', 'F', 'O') then 'property type is not D/S/T/F/O'
      end as reject
    from (${typed}) d`;
}

export interface ApplyResult {
  loaded: number;
  deletion_records: number;
  as_of: string | null;
  rejections: { reason: string; count: number; lines: number[] }[];
  /** Set by the importer when each transaction's last record was applied (applyStatement). */
  lastRecords?: true;
}

/** The columns of the checked table besides TARGET_COLUMNS' (source_key is the apply's parameter). */
const CHECKED_COLUMNS = TARGET_COLUMNS.slice(0, -1);

/**
 * Creates `checked`: every staged row parsed, checked (`reject`: null when valid) and in its
 * final form, in postcode order (newest first within a postcode), the order of the table's main
 * access path, so the sales of one postcode, sector or district sit together on disk and the
 * indexes led by postcode, sector or outward code are built from presorted rows. The sort is
 * byte-wise ("C", far cheaper than a locale's rules), which for postcodes (capital letters,
 * digits, one space) is also the postcode index's order under C and C.UTF-8 (Supabase's
 * collation). `CREATE TABLE … AS` may run in parallel (INSERT … SELECT never does): on
 * PostgreSQL the parsing and the sort are shared between worker processes, which needs a staging
 * table that is not temporary (workers cannot read a session's temporary tables).
 */
export function checkStatement(stage: string, fields: FieldColumns, lineOffset: number, checked: string): string {
  return `create unlogged table ${checked} as
    select c.line, c.reject, c.id as transaction_id,
      case when c.reject is null and c.status <> 'D' then c.price_num::int end as price, c.transfer_date,
      (case when c.outward is not null then c.outward || ' ' || right(c.pc, 3) end) collate "C" as postcode,
      c.outward, case when c.outward is not null then c.outward || ' ' || left(right(c.pc, 3), 1) end as sector,
      c.property_type, c.new_build, c.tenure, c.paon, c.saon, c.street, c.locality, c.town, c.district, c.county,
      c.category, c.status as record_status
    from (${checkedRows(stage, fields, lineOffset)}) c
    order by postcode, c.transfer_date desc`;
}

const insertFrom = (source: string, where: string, order = '') => `insert into open_data.price_paid (${TARGET_COLUMNS.join(', ')})
      select ${CHECKED_COLUMNS.join(', ')}, $1 from ${source} where ${where}${order}`;

const onConflict = (upsert: boolean) =>
  upsert
    ? `on conflict (transaction_id) do update set ${TARGET_COLUMNS.slice(1)
        .map((c) => `${c} = excluded.${c}`)
        .join(', ')}`
    : '';

const rejectionsOf = (checked: string) => `(select coalesce(json_agg(r order by r.count desc, r.reason), '[]'::json) from (
        select reject as reason, count(*)::int as count, (array_agg(line order by line))[1:5] as lines
        from ${checked} where reject is not null group by reject) r)`;

/**
 * One statement applying the checked rows: additions and changes upserted by transaction id
 * (each transaction's last record in the file, so a file may name one twice), deletion records
 * applied, nothing else touched (rows of other files, months and years stay). `upsert` is false
 * while the table is bulk-loaded without its key. Parameter $1 is the source key.
 */
/*
 * The checked table's transaction ids compare byte-wise ("C"); price_paid's key is in the
 * database's collation, so a join between them names that collation (`collate "default"`), else
 * the key's index cannot serve it and each change file's deletions scan the whole register.
 */
export function applyStatement(checked: string, upsert: boolean): string {
  return `with final as (
      select distinct on (transaction_id) * from ${checked} where reject is null order by transaction_id, line desc
    ),
    upserted as (
      ${insertFrom('final', "record_status <> 'D'", ' order by postcode, transfer_date desc')}
      ${onConflict(upsert)}
      returning 1
    ),
    deleted as (
      delete from open_data.price_paid p using final f
      where f.record_status = 'D' and p.transaction_id = f.transaction_id collate "default" returning 1
    ),
    summary as (
      select count(*) filter (where reject is null and record_status <> 'D')::int as loaded,
        count(*) filter (where reject is null and record_status = 'D')::int as deletion_records,
        max(transfer_date) filter (where reject is null and record_status <> 'D')::text as as_of
      from ${checked}
    )
    select s.loaded, s.deletion_records, s.as_of, ${rejectionsOf(checked)} as rejections,
      (select count(*) from upserted)::int + (select count(*) from deleted)::int as touched
    from summary s`;
}

/**
 * The common case: the valid additions and changes inserted (upserted) in the checked table's
 * order. Each transaction must appear once (else 21000 or, without the key, 23505: then
 * applyStatement keeps each one's last record). Parameter $1 is the source key.
 */
export function insertStatement(checked: string, upsert: boolean): string {
  return `${insertFrom(checked, "reject is null and record_status <> 'D'")} ${onConflict(upsert)}`;
}

/** After `insertStatement` left rows over: the deletion records applied, the rejected rows by reason. */
export function remainderStatement(checked: string): string {
  return `with deleted as (
      delete from open_data.price_paid p using ${checked} f
      where f.reject is null and f.record_status = 'D' and p.transaction_id = f.transaction_id collate "default" returning 1
    )
    select (select count(*) from ${checked} where reject is null and record_status = 'D')::int as deletion_records,
      ${rejectionsOf(checked)} as rejections,
      (select count(*) from deleted)::int as touched`;
}
