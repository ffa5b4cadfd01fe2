// Durations set as options inside a statement's text: the storage settings SQL and its dialects
// write as key = value pairs (glim21):
//   ALTER TABLE access_logs SET 'ttl'='7d'                     (GreptimeDB)
//   CREATE TABLE t (…) WITH (ttl = '30d', …)                   (GreptimeDB, Questdb-style options)
//   ALTER TABLE t SET TBLPROPERTIES ('retention' = '168h')     (Spark, Databricks)
//   ALTER TABLE ks.t WITH default_time_to_live = 604800        (Cassandra: a bare number is seconds)
// Each option whose key says time (ttl, retention, expiry…) and whose value is a duration is a
// span of the call, read in every unit ("less than 30d" ~ '7d'). One bounded, linear scan per string.
const OPTION = /(?:^|[\s,(])['"`]?([A-Za-z_][\w.]{0,40})['"`]?[ \t]{0,3}=[ \t]{0,3}(?:'([^'\n]{1,24})'|"([^"\n]{1,24})"|(\d{1,12})(?![\w.]))/g;
// a statement that sets options: SET …, WITH (…), OPTIONS (…), TBLPROPERTIES (…)
const SETS_OPTIONS = /\b(?:set|with|options|tblproperties|properties)\b/i;
const MAX_OPTIONS = 20;

export interface OptionSpan {
  key: string;
  raw: string;
  seconds: boolean; // a bare number: seconds
}

/** The key = value options of a statement string whose key passes `timeKey`. */
export function optionSpans(v: string, timeKey: (key: string) => boolean): OptionSpan[] {
  const out: OptionSpan[] = [];
  if (v.length > 4000 || !v.includes("=") || !SETS_OPTIONS.test(v)) return out;
  OPTION.lastIndex = 0;
  for (let m = OPTION.exec(v); m && out.length < MAX_OPTIONS; m = OPTION.exec(v)) {
    const key = m[1]!;
    const last = key.slice(key.lastIndexOf(".") + 1);
    if (!timeKey(last)) continue;
    const raw = m[2] ?? m[3] ?? m[4]!;
    out.push({ key: last, raw, seconds: m[4] !== undefined });
  }
  return out;
}
