// The template library's Windows scripts. Variables reach each script as environment variables
// under their calculatedName ($env:name in PowerShell, %name% in Batch); a checkbox is 'true' or
// 'false'.
import type { TemplateSource } from './template-source.ts';

const windows = ['WINDOWS'] as const;

export const windowsTemplates: TemplateSource[] = [
  {
    id: 'windows-disk-space',
    source: 'WARDEN',
    input: {
      name: 'Disk free space check',
      description: 'Lists local disks and fails when one has less free space than the minimum.',
      language: 'POWERSHELL',
      operatingSystems: [...windows],
      timeoutSeconds: 60,
      variables: [{ name: 'Minimum free percent', type: 'INTEGER', required: true }],
      body: `$minimum = [int]$env:minimumFreePercent
$low = @()
Get-CimInstance Win32_LogicalDisk -Filter 'DriveType = 3' | ForEach-Object {
  $free = if ($_.Size) { [math]::Round(100 * $_.FreeSpace / $_.Size, 1) } else { 0 }
  '{0} {1:N1} GiB free of {2:N1} GiB ({3}%)' -f $_.DeviceID, ($_.FreeSpace / 1GB), ($_.Size / 1GB), $free
  if ($free -lt $minimum) { $low += $_.DeviceID }
}
if ($low.Count -gt 0) { Write-Error "Below $minimum% free: $($low -join ', ')"; exit 1 }
`,
    },
  },
  {
    id: 'windows-restart-service',
    source: 'WARDEN',
    input: {
      name: 'Restart a Windows service',
      description: 'Restarts a service by its service name and shows its state afterwards.',
      language: 'POWERSHELL',
      operatingSystems: [...windows],
      timeoutSeconds: 120,
      variables: [{ name: 'Service name', type: 'TEXT', required: true, description: 'e.g. Spooler' }],
      body: `$ErrorActionPreference = 'Stop'
Restart-Service -Name $env:serviceName -Force
Get-Service -Name $env:serviceName | Format-Table -AutoSize Name, DisplayName, Status
`,
    },
  },
  {
    id: 'windows-clear-temp',
    source: 'WARDEN',
    input: {
      name: 'Clear old temporary files',
      description:
        "Deletes files not changed for a number of days from Windows' and every user's Temp folder.",
      language: 'POWERSHELL',
      operatingSystems: [...windows],
      timeoutSeconds: 900,
      variables: [
        { name: 'Older than days', type: 'INTEGER', required: true },
        { name: 'Dry run', type: 'CHECKBOX', description: 'Only list the files that would be deleted' },
      ],
      body: `$cutoff = (Get-Date).AddDays(-[int]$env:olderThanDays)
$dryRun = $env:dryRun -eq 'true'
$folders = @("$env:SystemRoot\\Temp") + (Get-ChildItem 'C:\\Users' -Directory | ForEach-Object { "$($_.FullName)\\AppData\\Local\\Temp" })
$count = 0
foreach ($folder in $folders | Where-Object { Test-Path $_ }) {
  Get-ChildItem $folder -File -Recurse -Force -ErrorAction SilentlyContinue |
    Where-Object { $_.LastWriteTime -lt $cutoff } |
    ForEach-Object {
      $count++
      if ($dryRun) { $_.FullName } else { Remove-Item $_.FullName -Force -ErrorAction SilentlyContinue }
    }
}
"$count file(s) $(if ($dryRun) { 'would be deleted' } else { 'deleted' })"
`,
    },
  },
  {
    id: 'windows-flush-dns',
    source: 'COMMUNITY',
    input: {
      name: 'Flush the DNS cache',
      description: 'Empties the DNS resolver cache, for a device that keeps an outdated address.',
      language: 'BATCH',
      operatingSystems: [...windows],
      timeoutSeconds: 30,
      body: `@echo off
ipconfig /flushdns
`,
    },
  },
  {
    id: 'windows-pending-reboot',
    source: 'WARDEN',
    input: {
      name: 'Pending reboot check',
      description:
        'Tells whether Windows waits for a restart (updates, servicing or file renames); exit code 1 when it does.',
      language: 'POWERSHELL',
      operatingSystems: [...windows],
      timeoutSeconds: 60,
      body: `$reasons = @()
if (Test-Path 'HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Component Based Servicing\\RebootPending') { $reasons += 'Component servicing' }
if (Test-Path 'HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\WindowsUpdate\\Auto Update\\RebootRequired') { $reasons += 'Windows Update' }
$renames = Get-ItemProperty 'HKLM:\\SYSTEM\\CurrentControlSet\\Control\\Session Manager' -Name PendingFileRenameOperations -ErrorAction SilentlyContinue
if ($renames) { $reasons += 'Pending file renames' }
if ($reasons.Count -gt 0) { "A restart is pending: $($reasons -join ', ')"; exit 1 }
'No restart is pending'
`,
    },
  },
  {
    id: 'windows-recent-errors',
    source: 'WARDEN',
    input: {
      name: 'Recent event log errors',
      description: 'Lists the errors and critical events of an event log over the last hours.',
      language: 'POWERSHELL',
      operatingSystems: [...windows],
      timeoutSeconds: 120,
      variables: [
        { name: 'Log', type: 'DROPDOWN', required: true, valueList: ['System', 'Application'] },
        { name: 'Hours', type: 'INTEGER', required: true },
      ],
      body: `$since = (Get-Date).AddHours(-[int]$env:hours)
$events = Get-WinEvent -FilterHashtable @{ LogName = $env:log; Level = 1, 2; StartTime = $since } -ErrorAction SilentlyContinue
if (-not $events) { "No errors in the $env:log log over the last $env:hours hour(s)"; exit 0 }
$events | Select-Object -First 200 TimeCreated, Id, ProviderName, Message | Format-List
`,
    },
  },
  {
    id: 'windows-check-port',
    source: 'WARDEN',
    input: {
      name: 'Check a TCP port (Windows)',
      description: 'Tells whether the device can open a TCP connection to a host and port.',
      language: 'POWERSHELL',
      operatingSystems: [...windows],
      timeoutSeconds: 60,
      variables: [
        { name: 'Host', type: 'IPADDRESS', required: true },
        { name: 'Port', type: 'INTEGER', required: true },
      ],
      body: `$result = Test-NetConnection -ComputerName $env:host -Port ([int]$env:port) -WarningAction SilentlyContinue
if ($result.TcpTestSucceeded) { "$($env:host):$($env:port) is reachable"; exit 0 }
"$($env:host):$($env:port) is not reachable"
exit 1
`,
    },
  },
];
