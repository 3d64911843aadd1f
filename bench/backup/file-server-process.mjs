// The download benchmark's floor: a plain file server, Node's http sending one file from the page cache
// with nothing looked up, checked or decoded, in a process of its own as Warden's server is when
// installed. It answers its port on the IPC channel and stops when the benchmark disconnects.
import fs from 'node:fs';
import http from 'node:http';

const file = process.argv[2];
const size = fs.statSync(file).size;
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(size) });
  fs.createReadStream(file, { highWaterMark: 1024 * 1024 }).pipe(response);
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('disconnect', () => process.exit(0));
