#!/usr/bin/env python3
# Writes the classifier's core corpus (data/classify/core-written.jsonl, core-mixed.jsonl) from the
# sentences below, all written for pinguard in our own words (no dev-set text). Deterministic
# (seeded). Run: python3 scripts/train-core-corpus.py && npm run train
import json, os, random
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
# hard negatives written for pinguard (core corpus): descriptions, narrative, one-off requests
NEG = r"""
The scheduler runs every night and any job that fails three times is moved to the dead-letter queue.
Each shard holds at most a few million rows, so the rebalance finished within an hour.
The cache is capped at 2 GB and evicts the oldest keys first.
Our archive bucket is read-only for most service accounts, which is why the upload failed.
All you need to do is change the version number in the manifest and push.
The firmware should recover on its own after a power cycle.
The nightly export never finishes before 6 am, no matter how many workers we add.
Nobody on the team had ever seen that error before Tuesday.
She never answers the phone before noon.
He would not say where he had left the keys.
The old man said nothing and kept staring at the window.
There was no light in the hall, and the stairs creaked under every step.
They could not agree on a name for the boat.
We had no choice but to wait for the ferry.
The mayor did not attend the ceremony and sent no explanation.
My brother never learned to swim, and he is not ashamed of it.
It is a quiet village, and there is no shop within five miles of the church.
The letter was not signed, and no one recognised the handwriting.
The patient was not allowed visitors during the first week.
The contract required both parties to sign before the end of March.
The vendor must have changed the API, because every call now returns 401.
The load balancer only forwards traffic to healthy nodes.
Only two of the five replicas came back after the reboot.
Requests over 10 MB are rejected by the gateway with a 413.
The API allows up to 100 requests per minute per key.
Users can upload at most five files per ticket in the current release.
The migration took exactly 47 minutes on the staging copy.
No alerts fired during the window, which is suspicious.
None of the integration tests cover the refund path.
Nothing in the logs explains the spike at 03:12.
The build does not start when the cache volume is full.
The printer does not connect to the new wifi network.
The app will not open after the latest update on my phone.
Login is not working for users with a plus sign in their email.
The sync job keeps failing with a timeout since the upgrade.
Payments were not processed for about twenty minutes on Friday.
The backup completed, but the checksum did not match.
The dashboard does not show data older than seven days.
I didn't touch the firewall rules, I only changed the DNS record.
We never got a reply from the carrier about the lost parcel.
I have not received the refund yet, and it has been two weeks.
I tried to reset my password but the link never arrived.
My manager told me the release would be delayed.
The customer said they never use the mobile app.
Our lawyer mentioned that the clause is unusual.
Sam wrote that he won't be able to join the call.
The ticket says the outage started at 14:05 UTC.
According to the vendor, the patch is safe to apply.
Check if the certificate on the edge proxy has expired.
Check whether the queue depth is still growing.
Verify that the new pods are ready.
Identify the accounts that have not logged in this year.
Find the invoices that were not paid last quarter.
List the services that do not have an owner.
Restart the worker on node-7.
Scale the checkout deployment to six replicas.
Roll back the last release of the pricing service.
Delete the temporary tables, rebuild the index, and run the report again.
Drain the node, patch the kernel, and bring it back.
Open a ticket with the storage team.
Send the quarterly summary to Priya.
Book me a table for four at eight tonight.
Help me change the delivery address on my order.
I want to return the blue jacket I bought last week.
Cancel my subscription please.
Can you look at why the build is red?
Why does the replica keep falling behind?
Shouldn't we wait for the backup before upgrading?
Is there a limit on how many seats we can add?
Why doesn't the cron job run on Sundays?
Can you not restart it for a second, I want to read the logs first?
Thanks, that fixed it!
Great, the deploy went through.
Hi there, hope you had a good weekend.
Sorry for the late reply, I was travelling.
Translate the following paragraph into Spanish.
Rewrite the paragraph below so it sounds friendlier.
Summarise the attached report in plain language.
Write a poem about a lighthouse keeper.
Draft a reply to the customer who asked about shipping times.
Explain how a bloom filter works.
Give me three ideas for a team offsite.
Tell me a joke about compilers.
Text for section 1
Item A
Placeholder for the second paragraph
[Your name here]
Don't worry, the retry will pick it up.
Don't panic if the graph dips at midnight, that is the batch window.
Please don't hesitate to reach out if anything is unclear.
Never mind, I found the file.
The pipeline should be green again in a few minutes.
The disk should have enough space for another week.
It must be a caching issue, the old page is still showing.
You must be the new intern, welcome aboard!
I must have forgotten to save the draft.
He must not have seen the message.
The policy document lists every exception we granted last year.
The rule engine evaluates all rules in order and stops at the first match.
The previous team always deployed on Fridays, and it went badly.
We always had trouble with that vendor.
I never liked the old dashboard anyway.
This endpoint never returns more than 50 items per page.
The function returns null when the input is empty.
The queue is limited to 10,000 messages by default.
The service is mid-migration, so some pages load slowly.
Replication was restored at 09:40 and lag is back under a second.
The team is in Berlin this week for the conference.
We are in the middle of moving offices.
I am in a meeting until three.
Under the new plan, customers get 50 GB of storage.
Most users only open the app once a week.
The report is due on Friday, and nobody has started it.
The robot arm can lift at most 5 kg.
That laptop has at least 16 GB of memory.
The flight takes about eleven hours, with no stops.
Prices start at 20 dollars a month.
The room holds no more than forty people, according to the venue.
When the tide came in, the path to the island was no longer visible.
If the sensor reads above 80 degrees, the fan spins up automatically.
Whenever it rains, the old roof leaks into the storage room.
Before the merger, the company had no security team at all.
After the upgrade, the cluster no longer accepts TLS 1.0 connections.
The guard never leaves the gate unattended, they told us.
The instructions on the box say to never microwave the container.
My doctor told me to avoid caffeine, which is why I skipped the coffee.
The sign on the door read "Do not disturb".
Her last message was "please don't call me at work".
The commit message says "never merge this".
The error text is "Do not retry: quota exceeded".
He kept repeating "whatever you do, don't look down" as we climbed.
"Never again," she said, closing the laptop.
The README has a line that says you must run make first, but it is outdated.
"""
NEG += r"""
The `DiskPressure` condition is set when the kubelet sees less than 10% free space on the root volume.
This alert fires when one or more brokers have not reported metrics for five minutes.
Existing sessions keep working, but new logins will not be accepted until the identity provider recovers.
When the primary fails over, clients that cache the old address may not reconnect for up to a minute.
All writes to the orders table were blocked for eleven minutes while the index was rebuilt.
Every node in the pool was rebooted by the provider during the maintenance event.
Any request without a tenant header is routed to the default tenant.
A misconfigured health check caused the load balancer to drain every backend at once.
The outage was caused by an expired certificate that nobody had been tracking.
For reasons nobody understood at the time, the queue slowed to a few messages per second.
The retry storm only stopped after the circuit breaker opened.
The dead-letter queue is a list in Postgres that keeps any message that failed all of its delivery attempts.
It is capped at 50k entries, and in practice it is always close to full.
This is mostly harmless if the job only reads data.
This is expected behaviour when the replica is far behind.
The worker should pick up the job within a few seconds of it being queued.
The cache should warm up again on its own after a deploy.
Normally the sync finishes before anyone logs in.
The compiler never inlines functions larger than a few hundred instructions.
The scheduler does not run jobs on nodes that are cordoned.
Pods that do not have a memory limit are the first to be evicted.
Nodes without the GPU label are skipped by the training operator.
The migration tool does not support renaming columns in place.
The API does not return deleted records unless you pass the include_deleted flag.
This setting is only read at start-up.
The free tier only includes one project.
Our office is closed on public holidays.
The museum has no entrance fee on Sundays.
The harbour was empty, and there was no boat within sight of the pier.
She had no idea where the map had gone.
We have no record of that order in our system.
I have no access to the billing portal, can you check it for me?
They never found out who had left the gate open.
The colonel never travels without his old leather case.
Nothing could be seen from the window but fog.
He hardly said a word during the whole dinner.
Nobody was allowed into the lab after the fire alarm.
The door could not be opened from the inside.
The witness could not be reached by phone or by letter.
There was no reason to suspect the gardener at first.
The report must have been sent to the wrong address.
The package should arrive by Thursday according to the tracking page.
Prices may change without notice, the website says.
The terms say refunds are only possible within 14 days.
The manual says never to open the case while it is plugged in.
The consultant recommended that we never store passwords in plain text.
My colleague insists that we always deploy on Tuesdays.
The previous admin disabled the backups because they were too slow.
The vendor does not allow more than three sandboxes per account.
The hotel does not allow pets, which is a problem for us.
The bank does not accept transfers over 10,000 euros online.
Only admins can see the audit log.
Only one person has the root password, and he is on holiday.
It takes at least ten minutes for the DNS change to propagate.
The battery lasts up to twelve hours on a single charge.
The trial lasts for exactly 30 days.
Each seat costs 12 dollars per month.
Most of the alerts last night were false positives.
Count the number of pods that are not ready.
Compare the two configs and tell me what changed.
Find out why the export is missing the last row.
Look at the last ten deploys and see which one broke the login.
Investigate why the replica lag keeps growing.
Fix the typo in the footer.
Update the README with the new install steps.
Move the meeting to Thursday afternoon.
Print the current config.
Answer the question below, then summarise your reasoning.
First translate the text, then list the hard words.
Write a story about a dragon, then give it a title.
Explain this error and suggest a fix.
"""
NEG += r"""
The `QueueBacklogHigh` alert is raised when more than 10k messages wait for longer than five minutes.
Existing connections may keep working, but any new connection will be refused until the pool recovers.
This check is triggered when a node does not report a heartbeat for a period of time.
In practice the table is always close to its limit, which makes the alert noisy.
The service should recover by itself once the upstream is healthy again.
The backup job should finish in about twenty minutes on a quiet night.
If a volume is read-only, it was probably remounted by the kernel after an I/O error.
This is especially visible when the cluster is mostly serving cached reads.
All you have to do is change the flag and restart the service.
All jobs on the old runner were cancelled when the disk filled up.
Any user who logged in during the incident was sent a reset link.
The crawler never visits pages that are blocked by robots.txt.
We have no evidence that the data was copied.
The man could not be found at his usual address.
There is nothing in the contract about weekend support.
Delete the stale snapshot, recreate the volume, and attach it again.
Clean up the old branches, then open a fresh pull request.
Review the draft, fix the tables, and send it back to Maria.
"""

# positives written for pinguard (core corpus): (text, [(span, kind)], [optional])
P = "prohibition"; R = "requirement"; L = "limit"; F = "preference"; C = "condition"
POS = [
 ("Never schedule maintenance on the last day of the month.", [("Never schedule maintenance on the last day of the month.", P)], []),
 ("whatever happens, keep the old bucket around until finance signs off", [("whatever happens, keep the old bucket around until finance signs off", R)], []),
 ("Under no circumstances share the patient's phone number with the pharmacy.", [("Under no circumstances share the patient's phone number with the pharmacy.", P)], []),
 ("From now on, cc Laura on anything that goes to the client.", [("From now on, cc Laura on anything that goes to the client.", R)], []),
 ("Please keep every answer under 150 words.", [("Please keep every answer under 150 words.", L)], []),
 ("texts only, no calls after 6pm", [("texts only", F), ("no calls after 6pm", P)], []),
 ("Don't book red-eye flights for me, I can't sleep on planes.", [("Don't book red-eye flights for me", P)], ["I can't sleep on planes."]),
 ("Leave the sprinkler schedule alone. The lawn was just reseeded.", [("Leave the sprinkler schedule alone.", P)], ["The lawn was just reseeded."]),
 ("Ask me before you refund anything over $50.", [("Ask me before you refund anything over $50.", R)], []),
 ("No refunds above 200 euros without a manager's approval.", [("No refunds above 200 euros without a manager's approval.", L)], []),
 ("The grant budget is 12k, and that is a hard ceiling.", [("The grant budget is 12k, and that is a hard ceiling.", L)], []),
 ("Max two retries per webhook, then park it in the dead-letter queue.", [("Max two retries per webhook", L)], ["then park it in the dead-letter queue."]),
 ("Keep the training runs below 8 GPUs at a time.", [("Keep the training runs below 8 GPUs at a time.", L)], []),
 ("Spend no more than 300 dollars a day on ads.", [("Spend no more than 300 dollars a day on ads.", L)], []),
 ("Each batch should have at most 500 rows.", [("Each batch should have at most 500 rows.", L)], []),
 ("Timeouts: 30 seconds, tops.", [("Timeouts: 30 seconds, tops.", L)], []),
 ("I'd rather you wrote the tests in pytest than unittest.", [("I'd rather you wrote the tests in pytest than unittest.", F)], []),
 ("I prefer short status updates, bullet points are fine.", [("I prefer short status updates", F)], ["bullet points are fine."]),
 ("Use Celsius in every report.", [("Use Celsius in every report.", F)], []),
 ("Write in British English.", [("Write in British English.", F)], []),
 ("Keep the tone warm but professional.", [("Keep the tone warm but professional.", F)], []),
 ("Email only, please.", [("Email only, please.", F)], []),
 ("WhatsApp only, my phone is off at work.", [("WhatsApp only", F)], ["my phone is off at work."]),
 ("The client is based in California, so CCPA applies to everything we store about them.", [("The client is based in California, so CCPA applies to everything we store about them.", C)], []),
 ("We're under a release freeze until the 14th.", [("We're under a release freeze until the 14th.", C)], []),
 ("There is no staging environment for the billing service.", [("There is no staging environment for the billing service.", C)], []),
 ("The reporting database is a read-only replica.", [("The reporting database is a read-only replica.", C)], []),
 ("This laptop is a shared kiosk machine.", [("This laptop is a shared kiosk machine.", C)], []),
 ("The warehouse robot is in maintenance mode all week.", [("The warehouse robot is in maintenance mode all week.", C)], []),
 ("Make sure the invoice number appears in the subject line of every email.", [("Make sure the invoice number appears in the subject line of every email.", R)], []),
 ("Always run the linter before you open a pull request.", [("Always run the linter before you open a pull request.", R)], []),
 ("Every migration needs a matching rollback script.", [("Every migration needs a matching rollback script.", R)], []),
 ("All prices must include VAT.", [("All prices must include VAT.", R)], []),
 ("Don't forget to attach the packing slip to each parcel.", [("Don't forget to attach the packing slip to each parcel.", R)], []),
 ("When you answer a customer, sign off with the team name.", [("When you answer a customer, sign off with the team name.", R)], []),
 ("If a test is flaky, quarantine it instead of deleting it.", [("If a test is flaky, quarantine it instead of deleting it.", R)], []),
 ("Before touching the router config, take a snapshot.", [("Before touching the router config, take a snapshot.", R)], []),
 ("Secrets: keep them in the vault, never in the repo.", [("Secrets: keep them in the vault, never in the repo.", R)], []),
 ("The archive is public, so treat every file in it as visible to anyone.", [("The archive is public, so treat every file in it as visible to anyone.", R)], []),
 ("Customer data stays in the Frankfurt region.", [("Customer data stays in the Frankfurt region.", R)], []),
 ("Code style:\n- tabs, not spaces\n- snake_case for variables\n- one class per file", [("tabs, not spaces", F), ("snake_case for variables", R), ("one class per file", R)], []),
 ("Ground rules for this repo:\n- no direct pushes to main\n- squash merges only\n- every PR gets one review", [("no direct pushes to main", P), ("squash merges only", F), ("every PR gets one review", R)], []),
 ("Here is the stack trace:\n\n    Traceback (most recent call last):\n      File \"job.py\", line 12, in run\n    ValueError: never\n\nDon't retry the job until we know why.", [("Don't retry the job until we know why.", P)], []),
 ("Sep 12 10:01:02 web1 nginx[311]: upstream timed out\nSep 12 10:01:03 web1 nginx[311]: upstream timed out\n\nDo not restart nginx on web1, it is serving the checkout.", [("Do not restart nginx on web1", P)], ["it is serving the checkout."]),
 ("Why is the import so slow? Anyway, keep the batch size at 1k rows max.", [("keep the batch size at 1k rows max.", L)], []),
 ("Thanks for the update. Going forward, post status updates in the incident channel, not in DMs.", [("Going forward, post status updates in the incident channel, not in DMs.", F)], []),
 ("Use JSON for the output and do not add any commentary.", [("Use JSON for the output", R), ("do not add any commentary.", P)], []),
 ("Write a haiku about autumn. Do not use the letter e.", [("Do not use the letter e.", P)], ["Write a haiku about autumn."]),
 ("Describe your favourite city. Your whole answer has to be in lowercase.", [("Your whole answer has to be in lowercase.", R)], []),
 ("Plan a weekend trip to Porto. Answer with at least 5 bullet points.", [("Answer with at least 5 bullet points.", L)], []),
 ("Give me a recipe for bread. End your response with the phrase \"Happy baking\".", [("End your response with the phrase \"Happy baking\".", R)], []),
 ("Explain recursion to a child. The word \"function\" must not appear in your reply.", [("The word \"function\" must not appear in your reply.", P)], []),
 ("Tell me about volcanoes, and make sure the answer has a title in double square brackets.", [("make sure the answer has a title in double square brackets.", R)], []),
 ("List some board games for kids; keep it to fewer than 8 items.", [("keep it to fewer than 8 items.", L)], []),
 ("NEVER FORCE PUSH TO RELEASE BRANCHES!", [("NEVER FORCE PUSH TO RELEASE BRANCHES!", P)], []),
 ("IMPORTANT: do not run the cleanup script on the primary.", [("IMPORTANT: do not run the cleanup script on the primary.", P)], []),
 ("Note: the vendor portal must only be accessed through the VPN.", [("Note: the vendor portal must only be accessed through the VPN.", R)], []),
 ("The inventory sync should never run during business hours.", [("The inventory sync should never run during business hours.", P)], []),
 ("Refund requests must not be approved by the same person who filed them.", [("Refund requests must not be approved by the same person who filed them.", P)], []),
 ("Nothing in the public folder may link to internal docs.", [("Nothing in the public folder may link to internal docs.", P)], []),
 ("pls dont message the supplier directly, go through procurement", [("pls dont message the supplier directly", P), ("go through procurement", R)], []),
 ("no weekend deploys k?", [("no weekend deploys k?", P)], []),
 ("keep replies short pls", [("keep replies short pls", F)], []),
 ("dont cc my boss on these", [("dont cc my boss on these", P)], []),
 ("stay out of the hr folder", [("stay out of the hr folder", P)], []),
 ("For this incident, all changes go through Marta.", [("For this incident, all changes go through Marta.", R)], []),
 ("Until Monday, nobody merges to the release branch.", [("Until Monday, nobody merges to the release branch.", P)], []),
 ("Today only: route all chats to the night queue.", [("Today only: route all chats to the night queue.", R)], []),
 ("Avoid scheduling calls with the Tokyo office before 9am their time.", [("Avoid scheduling calls with the Tokyo office before 9am their time.", P)], []),
 ("Please refrain from using emojis in client emails.", [("Please refrain from using emojis in client emails.", P)], []),
 ("We only ship to addresses inside the EU.", [("We only ship to addresses inside the EU.", C)], []),
 ("The mobile team owns the push service; do not change its config without them.", [("do not change its config without them.", P)], ["The mobile team owns the push service"]),
 ("Hotel budget is 180 a night, no exceptions.", [("Hotel budget is 180 a night, no exceptions.", L)], []),
 ("At most one reminder email per week, please.", [("At most one reminder email per week, please.", L)], []),
 ("The essay must be between 400 and 500 words.", [("The essay must be between 400 and 500 words.", L)], []),
 ("Use exactly three headings.", [("Use exactly three headings.", L)], []),
 ("Delete nothing from the shared drive without telling me first.", [("Delete nothing from the shared drive without telling me first.", P)], []),
 ("Any change to the payroll export requires sign-off from Ana.", [("Any change to the payroll export requires sign-off from Ana.", R)], []),
 ("I don't want the assistant to book anything non-refundable.", [("I don't want the assistant to book anything non-refundable.", P)], []),
 ("The pilot plant runs on a single power feed, so there is no redundancy if it trips.", [("The pilot plant runs on a single power feed, so there is no redundancy if it trips.", C)], []),
 ("Patient records are covered by HIPAA.", [("Patient records are covered by HIPAA.", C)], []),
 ("The demo tenant is shared with sales, so leave its data as it is.", [("The demo tenant is shared with sales, so leave its data as it is.", R)], []),
 ("Remember: prices are always quoted in Swiss francs.", [("Remember: prices are always quoted in Swiss francs.", R)], []),
 ("The lab freezer must stay below minus 70 at all times.", [("The lab freezer must stay below minus 70 at all times.", L)], []),
 ("Reply in Spanish, the client does not read English.", [("Reply in Spanish", F)], ["the client does not read English."]),
 ("Route anything mentioning a lawsuit to legal.", [("Route anything mentioning a lawsuit to legal.", R)], []),
 ("Escalate every complaint that mentions food poisoning.", [("Escalate every complaint that mentions food poisoning.", R)], []),
 ("Exclude internal test accounts from all revenue numbers.", [("Exclude internal test accounts from all revenue numbers.", R)], []),
 ("Round all currency amounts to two decimals.", [("Round all currency amounts to two decimals.", R)], []),
 ("Do not include any personal opinions in the summary.", [("Do not include any personal opinions in the summary.", P)], []),
 ("Do not mention the competitor by name.", [("Do not mention the competitor by name.", P)], []),
 ("Write a product description for a kettle without using the word \"hot\".", [], ["Write a product description for a kettle without using the word \"hot\"."]),
 ("Compose a limerick about cats in fewer than 60 words.", [], ["Compose a limerick about cats in fewer than 60 words."]),
]
POS += [
 ("This cluster is strictly for load testing.", [("This cluster is strictly for load testing.", C)], []),
 ("There is no rollback path for this schema change.", [("There is no rollback path for this schema change.", C)], []),
 ("We don't support Windows hosts in this fleet.", [("We don't support Windows hosts in this fleet.", C)], []),
 ("The staging VPC is reserved for the payments team.", [("The staging VPC is reserved for the payments team.", C)], []),
 ("Access to the HR share is restricted to two people.", [("Access to the HR share is restricted to two people.", C)], []),
 ("No backups are taken of the scratch volume.", [("No backups are taken of the scratch volume.", C)], []),
 ("This account is used exclusively for billing.", [("This account is used exclusively for billing.", C)], []),
 ("The kiosk build is only used for trade shows.", [("The kiosk build is only used for trade shows.", C)], []),
 ("There's no on-call engineer for the marketing site at night.", [("There's no on-call engineer for the marketing site at night.", C)], []),
 ("Writes to the ledger table are not reversible.", [("Writes to the ledger table are not reversible.", C)], []),
 ("The old mail server is not monitored anymore.", [("The old mail server is not monitored anymore.", C)], []),
 ("We have no spare capacity in the Dublin region this quarter.", [("We have no spare capacity in the Dublin region this quarter.", C)], []),
 ("Our insurance does not cover drivers under 25.", [("Our insurance does not cover drivers under 25.", C)], []),
 ("The school's network blocks all video sites.", [("The school's network blocks all video sites.", C)], []),
 ("The test printer is wired to the production label queue.", [("The test printer is wired to the production label queue.", C)], []),
 ("Management of the DNS zone is limited to the platform team.", [("Management of the DNS zone is limited to the platform team.", C)], []),
 ("The demo database is wiped every Sunday night.", [("The demo database is wiped every Sunday night.", C)], []),
 ("This customer is on the enterprise plan with a 99.99% SLA.", [("This customer is on the enterprise plan with a 99.99% SLA.", C)], []),
 ("Make sure the disk alert is never muted.", [("Make sure the disk alert is never muted.", R)], []),
 ("Make sure nobody is added to the admin group by accident.", [("Make sure nobody is added to the admin group by accident.", R)], []),
 ("Always bump the patch version by one.", [("Always bump the patch version by one.", R)], []),
 ("Always increase the timeout in small steps.", [("Always increase the timeout in small steps.", R)], []),
 ("Add a short disclaimer at the end of every reply.", [("Add a short disclaimer at the end of every reply.", R)], []),
 ("Add a P.P.S at the end of your letter.", [("Add a P.P.S at the end of your letter.", R)], []),
 ("Number each step of the recipe.", [("Number each step of the recipe.", R)], []),
 ("Label every chart with its data source.", [("Label every chart with its data source.", R)], []),
 ("Introduce new flags behind a kill switch.", [("Introduce new flags behind a kill switch.", R)], []),
 ("Split large uploads into chunks of 10 MB or less.", [("Split large uploads into chunks of 10 MB or less.", L)], []),
 ("Postpone heavy jobs to the night window; daytime capacity is for users.", [("Postpone heavy jobs to the night window", R)], ["daytime capacity is for users."]),
 ("The checkout service is used by the kiosks when the main site is down, and must never be deployed on a Friday.", [("must never be deployed on a Friday.", P)], []),
 ("Tag the release, and never delete old tags.", [("never delete old tags.", P)], ["Tag the release"]),
 ("I'd like the answers in a table, and keep each cell under ten words.", [("I'd like the answers in a table", F), ("keep each cell under ten words.", L)], []),
 ("I would like you to reply in French and include a short glossary at the end.", [("I would like you to reply in French", F), ("include a short glossary at the end.", R)], []),
 ("Write the summary in the third person and mention the author's name once.", [("mention the author's name once.", R)], ["Write the summary in the third person"]),
 ("Highlight at least two phrases, for example *like this*.", [("Highlight at least two phrases", L)], ["for example *like this*."]),
 ("Use only public sources, such as the annual report or press releases.", [("Use only public sources", R)], ["such as the annual report or press releases."]),
 ("Run: status command, health command. WARNING: never run the purge command here.", [("WARNING: never run the purge command here.", P)], []),
]
POS += [
 ("It should not be used for storing secrets.", [("It should not be used for storing secrets.", P)], []),
 ("This bucket should not be used for backups; it has no versioning.", [("This bucket should not be used for backups", P)], ["it has no versioning."]),
 ("The shared runner must not be used for production deploys.", [("The shared runner must not be used for production deploys.", P)], []),
 ("These credentials are not to be used outside CI.", [("These credentials are not to be used outside CI.", P)], []),
 ("The sandbox card numbers may only be used in test mode.", [("The sandbox card numbers may only be used in test mode.", R)], []),
 ("The legacy endpoint is deprecated and should not be called by new code.", [("The legacy endpoint is deprecated and should not be called by new code.", P)], []),
 ("There is no failover for this database.", [("There is no failover for this database.", C)], []),
 ("There is no test environment available for the payment gateway.", [("There is no test environment available for the payment gateway.", C)], []),
 ("No snapshot policy is configured for these volumes.", [("No snapshot policy is configured for these volumes.", C)], []),
 ("We do not support running the agent as root.", [("We do not support running the agent as root.", C)], []),
 ("Direct database access is limited to the two on-call DBAs.", [("Direct database access is limited to the two on-call DBAs.", C)], []),
 ("This queue is used solely for password-reset emails.", [("This queue is used solely for password-reset emails.", C)], []),
 ("Be brief in your replies.", [("Be brief in your replies.", F)], []),
 ("Be specific when you describe the steps.", [("Be specific when you describe the steps.", F)], []),
 ("Be polite but firm with the supplier.", [("Be polite but firm with the supplier.", F)], []),
 ("Stay neutral about competitors.", [("Stay neutral about competitors.", F)], []),
 ("Give exactly three options each time.", [("Give exactly three options each time.", L)], []),
 ("Provide two alternatives separated by a blank line.", [("Provide two alternatives separated by a blank line.", L)], []),
 ("Finish every message with your initials.", [("Finish every message with your initials.", R)], []),
 ("Start each answer with a one-line summary.", [("Start each answer with a one-line summary.", R)], []),
 ("ok so basically never reboot the edge routers. they carry the VoIP trunk", [("ok so basically never reboot the edge routers.", P)], ["they carry the VoIP trunk"]),
 ("anyway dont merge anything into release/2.3 until QA signs off", [("anyway dont merge anything into release/2.3 until QA signs off", P)], []),
 ("Let's not touch the DNS records this week.", [("Let's not touch the DNS records this week.", P)], []),
]

neg = [l.strip() for l in NEG.strip().split("\n") if l.strip()]
rnd = random.Random(7)
out_single, out_mixed = [], []
def rec(id_, text, pins, opt):
    for s, k in pins: assert s in text, (id_, s)
    for o in opt: assert o in text, (id_, o)
    return {"id": id_, "source": "written for pinguard (core corpus)", "text": text, "pins": [{"span": s, "kind": k} for s, k in pins], "optional": opt}
for i, t in enumerate(neg): out_single.append(rec(f"core-neg-{i+1:04d}", t, [], []))
for i, (t, p, o) in enumerate(POS): out_single.append(rec(f"core-pos-{i+1:04d}", t, p, o))
# mixed messages: a rule between chatter, questions, requests and reports
seps = [" ", "\n", "\n\n", " ", "\n\n"]
n = 0
for i, (t, p, o) in enumerate(POS):
    for rep in range(2):
        a, b = rnd.sample(neg, 2)
        order = rnd.randint(0, 2)
        s1, s2 = rnd.choice(seps), rnd.choice(seps)
        parts = [a, t, b] if order == 0 else [t, a] if order == 1 else [a, t]
        text = s1.join(parts[:2]) + (s2 + parts[2] if len(parts) > 2 else "")
        n += 1
        out_mixed.append(rec(f"core-mix-{n:04d}", text, p, o))
for i in range(60):
    k = rnd.randint(2, 3)
    parts = rnd.sample(neg, k)
    text = rnd.choice(seps).join(parts)
    n += 1
    out_mixed.append(rec(f"core-mix-{n:04d}", text, [], []))
with open(os.path.join(ROOT, "data/classify/core-written.jsonl"), "w") as f:
    for r in out_single: f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "data/classify/core-mixed.jsonl"), "w") as f:
    for r in out_mixed: f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out_single), len(out_mixed))
