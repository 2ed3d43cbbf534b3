// jsdom lacks several web platform globals that our libraries use; copy Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.fetch = fetch;
    g.Request = Request;
    g.Response = Response;
    g.Headers = Headers;
    // Node's fetch sends only its own FormData (a jsdom one fails as a network error), and
    // its FormData takes only its own Blob and File: uploads in tests need all three.
    g.FormData = FormData;
    g.Blob = Blob;
    g.File = File;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.structuredClone = structuredClone;
    g.ReadableStream = ReadableStream;
    g.TransformStream = TransformStream;
    g.WritableStream = WritableStream;
    g.BroadcastChannel = BroadcastChannel;
    g.crypto.subtle = globalThis.crypto.subtle;
  }
}

module.exports = PortalJsdomEnvironment;
