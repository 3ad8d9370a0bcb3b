// The machine's floor for bench:api: a bare node:http server answering a constant, in its own
// process like the real one. What it measures is what this machine, its loopback and the load
// generator cost before any of our code runs.
import { spawn } from 'node:child_process';

const SERVER = `
const server = require('node:http').createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end('{"ok":true}');
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
`;

export async function startFloorServer() {
  const child = spawn(process.execPath, ['-e', SERVER], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
