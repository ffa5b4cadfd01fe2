// The service version, shown in /openapi.json, pinguard_build_info and the start-up log line.
export const VERSION = "0.1.0";
