// The baseline: a bare express 5 JSON echo with the same body parser and limit as pinguard.
import express from "express";

const app = express();
app.disable("x-powered-by");
app.set("etag", false);
app.use(express.json({ limit: "1mb" }));
app.post("/{*any}", (req, res) => {
  res.json(req.body);
});
app.get("/healthz", (_req, res) => {
  res.send("ok");
});
const port = Number(process.env.PORT ?? 18190);
app.listen(port, "127.0.0.1");
