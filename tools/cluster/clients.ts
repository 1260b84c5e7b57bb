/**
 * Clients of the balancer that each come from an address of their own on the loopback network (127.0.0.0/8), as
 * consoles and handsets in the field come from theirs: nginx keeps a client address's live socket on one instance.
 */
import { Agent, request } from 'node:http';
import { io, type Socket } from 'socket.io-client';

/** The nth client address: 127.0.1.1, 127.0.1.2, … (n from 0; 127.0.0.1 stays the balancer's own). */
export function clientAddress(n: number): string {
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = unknown>(): T;
}

/** One HTTP request from `localAddress` (keep-alive through `agent` when given). */
export function call(
  url: string,
  options: {
    localAddress?: string;
    agent?: Agent;
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(options.agent ? { agent: options.agent } : { localAddress: options.localAddress }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: () => JSON.parse(body.toString()),
          });
        });
        response.on('error', fail);
      },
    );
    outgoing.on('error', fail);
    outgoing.end(options.body);
  });
}

/** A console's live socket through the balancer from `localAddress`, with socket.io's default transports. */
export function consoleSocket(balancerUrl: string, localAddress: string, token: string, companyId?: number): Socket {
  const agent = new Agent({ localAddress, keepAlive: true } as ConstructorParameters<typeof Agent>[0]);
  return io(balancerUrl, {
    auth: { token, companyId },
    // socket.io-client types the agent as string | boolean; in Node it passes an http.Agent on to its transports.
    agent: agent as unknown as string,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
  });
}
