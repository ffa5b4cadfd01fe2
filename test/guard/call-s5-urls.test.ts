// Table-driven tests of URL readings added in session 5: a URL's search terms are not where it goes,
// and a browser or fetch tool given a URL visits it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readCall, withoutSearchTerms } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("URL search terms are dropped from what the URL addresses, other parameters kept", () => {
  const table: [string, string][] = [
    ["https://www.google.com/search?q=github+outage", "https://www.google.com/search"],
    ["https://duckduckgo.com/?t=h_&q=npm+audit&ia=web", "https://duckduckgo.com/?t=h_&ia=web"],
    ["https://www.youtube.com/results?search_query=kafka", "https://www.youtube.com/results"],
    ["https://shop.example.com/s?k=usb+hub#top", "https://shop.example.com/s"],
    ["https://api.example.com/v1/items?env=prod&limit=5", "https://api.example.com/v1/items?env=prod&limit=5"],
    ["https://example.com/page", "https://example.com/page"],
  ];
  for (const [url, kept] of table) assert.equal(withoutSearchTerms(url, rules.searchParams), kept, url);
});

test("a browser or fetch tool given a URL visits it; other tools with a url argument do not", () => {
  const table: [string, Record<string, unknown>, boolean][] = [
    ["browser_navigate", { url: "https://news.example.com/" }, true],
    ["go_to_url", { url: "https://news.example.com/" }, true],
    ["fetch", { url: "https://news.example.com/feed" }, true],
    ["open_page", { href: "https://news.example.com/a" }, true],
    ["create_webhook", { url: "https://hooks.example.com/x" }, false],
    ["browser_navigate", { url: "" }, false],
  ];
  for (const [tool, args, visits] of table) assert.equal(readCall(tool, args, rules).actionWords.has("visit"), visits, `${tool} ${JSON.stringify(args)}`);
  // the search terms are not an addressed word; the host is
  const words = (url: string) => new Set(readCall("browser_navigate", { url }, rules).addressing.flatMap((a) => a.words));
  assert.ok(!words("https://www.google.com/search?q=reddit+tips").has("reddit"));
  assert.ok(words("https://old.reddit.com/r/x").has("reddit"));
});
