import type { RequestListener } from 'node:http';

/**
 * A process's shutdown as its requests see it (docs/decisions/024). Once `begin` is called, the health
 * check answers 503 `draining`, so a load balancer sends new requests to another process, and every
 * answer carries `Connection: close`, so a client's kept-alive connection ends after the request it is
 * on instead of bringing the next one here.
 */
export interface Draining {
  readonly active: boolean;
  begin(): void;
}

export function createDraining(): Draining {
  let active = false;
  return {
    get active() {
      return active;
    },
    begin() {
      active = true;
    },
  };
}

/** The listener, with `Connection: close` on every answer once draining began (Node then closes the socket). */
export function closeConnectionsWhileDraining(draining: Draining, listener: RequestListener): RequestListener {
  return (request, response) => {
    if (draining.active) response.setHeader('Connection', 'close');
    listener(request, response);
  };
}
