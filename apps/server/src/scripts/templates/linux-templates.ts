// The template library's Linux (and macOS) scripts. Variables reach each script as environment
// variables under their calculatedName; a checkbox is 'true' or 'false'.
import type { TemplateSource } from './template-source.ts';

export const linuxTemplates: TemplateSource[] = [
  {
    id: 'linux-disk-usage',
    source: 'WARDEN',
    input: {
      name: 'Disk usage report',
      description: 'Lists mounted file systems and fails when one is fuller than the warning level.',
      language: 'SHELL',
      operatingSystems: ['LINUX', 'MAC'],
      timeoutSeconds: 60,
      variables: [
        {
          name: 'Warning percent',
          type: 'INTEGER',
          required: true,
          description: 'Fail when a file system is used above this percentage',
        },
      ],
      body: `#!/bin/sh
limit="\${warningPercent:-90}"
df -P | awk -v limit="$limit" '
  NR == 1 { print; next }
  { print; used = $5; sub("%", "", used); if (used + 0 > limit + 0) { full = full " " $6 } }
  END { if (full != "") { print "Above " limit "%:" full; exit 1 } }'
`,
    },
  },
  {
    id: 'linux-clean-old-files',
    source: 'WARDEN',
    input: {
      name: 'Delete old files in a folder',
      description: 'Deletes the files of a folder (and its subfolders) not changed for a number of days.',
      language: 'SHELL',
      operatingSystems: ['LINUX', 'MAC'],
      timeoutSeconds: 600,
      variables: [
        { name: 'Folder', type: 'TEXT', required: true, description: 'The folder to clean, e.g. /var/tmp' },
        { name: 'Older than days', type: 'INTEGER', required: true },
        { name: 'Dry run', type: 'CHECKBOX', description: 'Only list the files that would be deleted' },
      ],
      body: `#!/bin/sh
set -eu
case "$folder" in
  "" | "/") echo "Refusing to clean '$folder'" >&2; exit 2 ;;
esac
[ -d "$folder" ] || { echo "No folder $folder" >&2; exit 2; }
if [ "$dryRun" = "true" ]; then
  find "$folder" -type f -mtime +"$olderThanDays" -print
else
  find "$folder" -type f -mtime +"$olderThanDays" -print -exec rm -f {} +
fi
`,
    },
  },
  {
    id: 'linux-restart-service',
    source: 'WARDEN',
    input: {
      name: 'Restart a systemd service',
      description: 'Restarts a service and shows its status afterwards.',
      language: 'SHELL',
      operatingSystems: ['LINUX'],
      timeoutSeconds: 120,
      variables: [{ name: 'Service name', type: 'TEXT', required: true, description: 'e.g. nginx' }],
      body: `#!/bin/sh
set -eu
systemctl restart -- "$serviceName"
systemctl --no-pager status -- "$serviceName"
`,
    },
  },
  {
    id: 'linux-check-port',
    source: 'WARDEN',
    input: {
      name: 'Check a TCP port',
      description: 'Tells whether the device can open a TCP connection to a host and port.',
      language: 'SHELL',
      operatingSystems: ['LINUX', 'MAC'],
      timeoutSeconds: 30,
      variables: [
        { name: 'Host', type: 'IPADDRESS', required: true },
        { name: 'Port', type: 'INTEGER', required: true },
      ],
      body: `#!/bin/sh
if command -v nc >/dev/null 2>&1; then
  nc -z -w 5 "$host" "$port"
else
  timeout 5 bash -c 'exec 3<>"/dev/tcp/$1/$2"' _ "$host" "$port"
fi
status=$?
if [ "$status" -eq 0 ]; then echo "$host:$port is reachable"; else echo "$host:$port is not reachable"; fi
exit "$status"
`,
    },
  },
  {
    id: 'linux-top-processes',
    source: 'WARDEN',
    input: {
      name: 'Top processes',
      description: 'Lists the processes using the most memory and the most CPU.',
      language: 'SHELL',
      operatingSystems: ['LINUX'],
      timeoutSeconds: 30,
      variables: [
        { name: 'Count', type: 'INTEGER', description: 'How many processes to list (10 when empty)' },
      ],
      body: `#!/bin/sh
n="\${count:-10}"
echo "By memory:"
ps -eo pid,user,%mem,%cpu,comm --sort=-%mem | head -n "$((n + 1))"
echo
echo "By CPU:"
ps -eo pid,user,%cpu,%mem,comm --sort=-%cpu | head -n "$((n + 1))"
`,
    },
  },
  {
    id: 'linux-pending-updates',
    source: 'COMMUNITY',
    input: {
      name: 'Pending package updates',
      description: 'Lists the package updates waiting on apt, dnf or yum systems.',
      language: 'SHELL',
      operatingSystems: ['LINUX'],
      timeoutSeconds: 300,
      body: `#!/bin/sh
# dnf and yum answer 100 when updates are waiting, 0 when none are.
if command -v apt-get >/dev/null 2>&1; then
  apt-get -qq update && apt list --upgradable 2>/dev/null
elif command -v dnf >/dev/null 2>&1; then
  dnf -q check-update
  s=$?; [ "$s" -eq 100 ] && s=0; exit "$s"
elif command -v yum >/dev/null 2>&1; then
  yum -q check-update
  s=$?; [ "$s" -eq 100 ] && s=0; exit "$s"
else
  echo "No apt, dnf or yum on this device" >&2; exit 2
fi
`,
    },
  },
  {
    id: 'python-system-summary',
    source: 'COMMUNITY',
    input: {
      name: 'System summary (Python)',
      description: 'Prints the host name, operating system, Python version, uptime and free disk space.',
      language: 'PYTHON',
      operatingSystems: ['LINUX', 'MAC', 'WINDOWS'],
      timeoutSeconds: 60,
      body: `import platform, shutil, socket, time, os

print("Host:", socket.gethostname())
print("System:", platform.platform())
print("Python:", platform.python_version())
root = os.path.abspath(os.sep)
usage = shutil.disk_usage(root)
print(f"Disk {root}: {usage.free // 2**30} GiB free of {usage.total // 2**30} GiB")
try:
    with open("/proc/uptime") as f:
        print(f"Uptime: {float(f.read().split()[0]) / 3600:.1f} h")
except OSError:
    pass
print("Checked at", time.strftime("%Y-%m-%d %H:%M:%S"))
`,
    },
  },
];
