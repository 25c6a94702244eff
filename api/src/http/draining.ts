import type { RequestListener, ServerResponse } from 'node:http';

/**
 * A process's shutdown as its requests see it (docs/decisions/024). Once `begin` is called, the health
 * check answers 503 `draining`, so a load balancer sends new requests to another process, and every
 * answer carries `Connection: close`, so a client's kept-alive connection ends after the request it is
 * on instead of bringing the next one here.
 */
export interface Draining {
  readonly active: boolean;
  begin(): void;
  /** Called once, when draining begins (at once if it has begun already). */
  onBegin(listener: () => void): void;
}

export function createDraining(): Draining {
  let active = false;
  const listeners: Array<() => void> = [];
  return {
    get active() {
      return active;
    },
    begin() {
      if (active) return;
      active = true;
      for (const listener of listeners.splice(0)) listener();
    },
    onBegin(listener) {
      if (active) listener();
      else listeners.push(listener);
    },
  };
}

const closeAfter = (response: ServerResponse) => {
  if (!response.headersSent) response.setHeader('Connection', 'close');
};

/**
 * The listener, with `Connection: close` on every answer once draining began (Node then closes the
 * socket after it): requests that arrive while draining, and those under way whose answer has not
 * started yet.
 */
export function closeConnectionsWhileDraining(draining: Draining, listener: RequestListener): RequestListener {
  const underWay = new Set<ServerResponse>();
  draining.onBegin(() => underWay.forEach(closeAfter));
  return (request, response) => {
    if (draining.active) {
      closeAfter(response);
    } else {
      underWay.add(response);
      response.once('close', () => underWay.delete(response));
    }
    listener(request, response);
  };
}
