// The floor's receiving end: a plain Node HTTP server that takes each PUT body whole into one buffer
// (as Warden's server takes an upload) and does nothing else with it, in a process of its own. It
// answers its port on the IPC channel and stops when the benchmark disconnects.
import http from 'node:http';

const server = http.createServer((request, response) => {
  const parts = [];
  request.on('data', (part) => parts.push(part));
  request.on('end', () => {
    const body = Buffer.concat(parts);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: true, bytes: body.length }));
  });
});
server.keepAliveTimeout = 600_000;
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('disconnect', () => process.exit(0));
