// A TCP relay the forms' tests put between the site and its database, so that a test can make the
// database unreachable (every connection dropped and refused) and bring it back, like a network outage.
import net from "node:net";
import { freePort } from "@/tests/support/ports";

export type OutageSwitch = {
  /** host:port to give the site as FIRESTORE_EMULATOR_HOST. */
  host: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startOutageSwitch(target: string): Promise<OutageSwitch> {
  const [targetHost, targetPort] = [
    target.slice(0, target.lastIndexOf(":")),
    Number(target.slice(target.lastIndexOf(":") + 1)),
  ];
  let open = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    const drop = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", drop);
      socket.on("close", drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const cut = () => {
    open = false;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    host: `127.0.0.1:${port}`,
    cut,
    restore() {
      open = true;
    },
    close() {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
