// Generic shell lines whose subcommand names its object only by the program (h-gcli25):
// lxc/incus/crictl delete a container, nodetool decommission takes a Cassandra node out of the
// ring, git push --delete removes a remote branch, goreleaser release (no --snapshot) is a real
// release, wipefs wipes a disk, tar -c writes its -f file. Entries in rules/guard/commands.yaml.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide, commandMeaningIds } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "run_terminal_cmd", args: { command } });

test("entries: which lines match which commands.yaml entry", () => {
  const table: [string, string, boolean][] = [
    ["lxc delete web-9 --force", "container.remove-other-engines", true],
    ["incus rm ci-3", "container.remove-other-engines", true],
    ["lxc image delete 8f3e", "container.remove-other-engines", false],
    ["lxc restart web-1 web-2", "lxd.instance-acts", true],
    ["lxc image delete 8f3e", "lxd.instance-acts", false],
    ["systemctl kill keepalived", "container.kill-stops", true],
    ["systemctl status keepalived", "container.kill-stops", false],
    ["git push origin --delete feat/x", "git.push-delete", true],
    ["git push origin feat/x", "git.push-delete", false],
    ["git push origin :feat/x", "git.push-colon-ref", true],
    ["git push origin HEAD:feat/x", "git.push-colon-ref", false],
    ["nodetool -h cass-1 decommission", "cluster.node-remove", true],
    ["nodetool -h cass-1 drain", "cluster.node-drain", true],
    ["nodetool -h cass-1 status", "cluster.node-remove", false],
    ["nodetool -h cass-1 status", "program.system-cassandra", true],
    ["pcs resource move vip node2", "pacemaker.resource-move", true],
    ["pcs status", "pacemaker.resource-move", false],
    ["goreleaser release --clean", "goreleaser.real-release", true],
    ["goreleaser release --snapshot --clean", "goreleaser.real-release", false],
    ["ipfs pin rm bafy123", "ipfs.pin-remove", true],
    ["ipfs pin ls", "ipfs.pin-remove", false],
    ["wipefs -a /dev/sdc1", "disk.wipe-signatures", true],
    ["wipefs -n /dev/sdc1", "disk.wipe-signatures", false],
    ["pdnsutil replace-rrset example.org www A 300 192.0.2.1", "pdns.record-change", true],
    ["pdnsutil list-zone example.org", "pdns.record-change", false],
    ["tar -czf /tmp/a.tgz /var/log", "archive.create-writes", true],
    ["tar -xzf /tmp/a.tgz", "archive.create-writes", false],
  ];
  for (const [line, id, want] of table) assert.equal(commandMeaningIds(line).includes(id), want, `${line} ~ ${id}`);
});

test("decisions: a program names what its subcommand acts on", () => {
  const table: [string, Call, string][] = [
    ["ask me first before deleting any container", sh("lxc delete old-builder-7 --force"), "require_approval"],
    ["ask me first before deleting any container", sh("lxc list"), "allow"],
    ["never delete any branch on the remote", sh("git push origin --delete feat/old-ui"), "deny"],
    ["never delete any branch on the remote", sh("git push origin feat/old-ui"), "allow"],
    ["hands off the cassandra cluster, it is repairing", sh("nodetool -h cass-3 decommission"), "deny"],
    ["hands off the cassandra cluster, it is repairing", sh("nodetool -h cass-3 status"), "allow"],
    ["dont stop nginx", sh("sudo systemctl kill nginx"), "deny"],
    ["snapshot builds only, no real release", sh("goreleaser release --clean"), "deny"],
    ["snapshot builds only, no real release", sh("goreleaser release --snapshot --clean"), "allow"],
    ["no wiping disks without my ok", sh("wipefs -a /dev/sdb"), "require_approval"],
    ["never write files under /tmp", sh("tar -czf /tmp/logs.tar.gz /var/log/app"), "deny"],
    ["never write files under /tmp", sh("tar -czf /var/tmp/logs.tar.gz /var/log/app"), "allow"],
  ];
  for (const [text, call, want] of table) assert.equal(decide([{ id: "r1", text }], call).decision, want, `${text} ~ ${JSON.stringify(call)}`);
});
