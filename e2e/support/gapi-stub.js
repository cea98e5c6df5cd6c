/* global window, document, location -- a browser script, served to the page as is */
/*
 * A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served by the
 * social sign-in test in place of the real script: these machines have no internet, yet the
 * Firebase JS SDK's popup flow and the Auth emulator's helper iframe both load it, even against
 * the emulator. It implements only what those two use of gapi.iframes:
 *  - the app (parent): gapi.load('gapi.iframes'), getContext().open(options, onOpen) with an
 *    iframe handle offering register, send, ping and restyle;
 *  - the emulator's /emulator/auth/iframe page (child): getContext().getParentIframe() with
 *    register and send, and the window.gapi_onload hook.
 * Messages travel by postMessage, tagged so that no other message is mistaken for ours. A
 * message that arrives before its handler is registered waits for it (the child sends its first
 * auth event as soon as it loads, before the SDK registers its handler).
 */
(function () {
  'use strict';
  const TAG = '__gapiStub';
  const channels = [];
  const replies = {};
  let sent = 0;

  function Channel(peer) {
    this.peer = peer;
    this.handlers = {};
    this.waiting = {};
    channels.push(this);
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    const waiting = this.waiting[name] || [];
    delete this.waiting[name];
    waiting.forEach(this.receive, this);
  };
  Channel.prototype.send = function (name, data, onReply) {
    const id = TAG + ':' + location.origin + ':' + sent++;
    if (onReply) replies[id] = onReply;
    this.peer().postMessage({ tag: TAG, kind: 'send', id, name, data }, '*');
    return Promise.resolve();
  };
  Channel.prototype.receive = function (message) {
    const handler = this.handlers[message.name];
    if (!handler) {
      (this.waiting[message.name] = this.waiting[message.name] || []).push(message);
      return;
    }
    const peer = this.peer();
    Promise.resolve(handler(message.data)).then(function (result) {
      peer.postMessage({ tag: TAG, kind: 'reply', id: message.id, result: [result] }, '*');
    });
  };

  window.addEventListener('message', function (event) {
    const message = event.data;
    if (!message || message.tag !== TAG) return;
    if (message.kind === 'reply') {
      const onReply = replies[message.id];
      delete replies[message.id];
      if (onReply) onReply(message.result);
      return;
    }
    const channel = channels.find(function (c) {
      return c.peer() === event.source;
    });
    if (channel) channel.receive(message);
  });

  /** The SDK's hidden iframe: "ping" resolves once the page (and its own gapi) has loaded. */
  function open(options, onOpen) {
    const element = document.createElement('iframe');
    const attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (name) {
      if (name === 'style') Object.assign(element.style, attributes.style);
      else element.setAttribute(name, attributes[name]);
    });
    const loaded = new Promise(function (resolve) {
      element.addEventListener('load', resolve, { once: true });
    });
    element.src = options.url;
    (options.where || document.body).appendChild(element);
    const handle = new Channel(function () {
      return element.contentWindow;
    });
    handle.ping = function (onPong) {
      return loaded.then(function () {
        if (onPong) onPong([]);
        return [];
      });
    };
    handle.restyle = function () {
      return Promise.resolve();
    };
    handle.getIframeEl = function () {
      return element;
    };
    return Promise.resolve(onOpen ? onOpen(handle) : handle);
  }

  let parentIframe = null;
  const context = {
    open,
    getParentIframe: function () {
      parentIframe =
        parentIframe ||
        new Channel(function () {
          return window.parent;
        });
      return parentIframe;
    },
  };

  function load(modules, options) {
    const callback = typeof options === 'function' ? options : options && options.callback;
    if (callback) setTimeout(callback, 0);
  }

  window.gapi = {
    load,
    iframes: {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      Iframe: function () {},
    },
  };

  // The real loader calls ?onload=<name> (the SDK) and window.gapi_onload (the emulator's iframe).
  const script = document.currentScript;
  const onload = script && new URL(script.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') setTimeout(window[onload], 0);
  if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload, 0);
})();
