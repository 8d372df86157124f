// The page at /api/docs: a small renderer of /api/docs/openapi.json of our own, with no external
// script, font or style (the CSP allows only this origin's files). It lists every path and method
// with who may call it, its parameters, body and answers; a filter narrows the list.

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference</title>
<link rel="stylesheet" href="/api/docs/docs.css">
<script src="/api/docs/docs.js" defer></script>
</head>
<body>
<header>
<h1 id="title">API reference</h1>
<p id="intro"></p>
<p><a href="/api/docs/openapi.json" id="raw">OpenAPI 3 document (JSON)</a></p>
<label for="filter">Filter by path, method or access</label>
<input id="filter" type="search" autocomplete="off" placeholder="e.g. courses, POST, admin">
</header>
<main id="routes" aria-live="polite"><p>Loading…</p></main>
<form id="sign-in" hidden>
<p id="sign-in-reason"></p>
<label for="token">Session token of an admin</label>
<input id="token" type="password" autocomplete="off" required>
<button type="submit">Show the reference</button>
</form>
</body>
</html>
`;

export const DOCS_CSS = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.45; }
body { max-width: 70rem; margin: 0 auto; padding: 1rem 1.25rem 4rem; }
h1 { margin: 0.5rem 0; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { font: inherit; padding: 0.4rem 0.6rem; width: min(100%, 30rem); box-sizing: border-box; }
button { font: inherit; margin-top: 0.5rem; padding: 0.4rem 0.9rem; }
details { border: 1px solid #8884; border-radius: 6px; margin: 0.4rem 0; }
summary { cursor: pointer; padding: 0.45rem 0.7rem; display: flex; gap: 0.75rem; align-items: baseline; flex-wrap: wrap; }
.method { font: 700 0.8rem ui-monospace, monospace; min-width: 4.5rem; }
.path { font-family: ui-monospace, monospace; word-break: break-all; }
.access { margin-left: auto; font-size: 0.85rem; padding: 0 0.5rem; border-radius: 1rem; background: #8882; }
.access.public { background: #2a72; }
.body { padding: 0 0.9rem 0.8rem; }
.body h3 { font-size: 0.95rem; margin: 0.8rem 0 0.3rem; }
pre { overflow-x: auto; background: #8881; padding: 0.5rem; border-radius: 4px; font-size: 0.8rem; max-height: 24rem; }
table { border-collapse: collapse; font-size: 0.9rem; }
td, th { text-align: left; padding: 0.2rem 0.7rem 0.2rem 0; vertical-align: top; }
.description { white-space: pre-line; }
`;

export const DOCS_JS = `'use strict';
(function () {
  var ORDER = ['get', 'post', 'put', 'patch', 'delete'];
  var token = null;
  try { token = localStorage.getItem('token') || sessionStorage.getItem('token'); } catch (e) { token = null; }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) {
      if (c !== null && c !== undefined) node.append(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }
  function plain(text) { return String(text || '').replace(/\\*\\*/g, '').replace(/\`/g, ''); }
  function accessOf(op) {
    var a = op['x-access-note'] || op['x-access'];
    if (!a) return 'unknown';
    return Array.isArray(a) ? a.join(', ') : a;
  }
  function schemaBlock(title, schema) {
    if (!schema) return null;
    return el('div', {}, [el('h3', {}, [title]), el('pre', {}, [JSON.stringify(schema, null, 2)])]);
  }
  function parameters(op) {
    if (!op.parameters || !op.parameters.length) return null;
    var rows = op.parameters.map(function (p) {
      var type = p.schema ? p.schema.type || (p.schema.enum ? 'enum' : '') : '';
      return el('tr', {}, [
        el('td', {}, [el('code', {}, [p.name])]),
        el('td', {}, [p.in]),
        el('td', {}, [p.required ? 'required' : 'optional']),
        el('td', {}, [type || '']),
        el('td', {}, [plain(p.description || (p.schema && p.schema.description) || '')]),
      ]);
    });
    return el('div', {}, [el('h3', {}, ['Parameters']), el('table', {}, rows)]);
  }
  function body(op) {
    if (!op.requestBody) return null;
    var content = op.requestBody.content || {};
    return el('div', {}, Object.keys(content).map(function (type) {
      return schemaBlock('Body (' + type + ')', content[type].schema);
    }));
  }
  function responses(op) {
    var list = op.responses || {};
    return el('div', {}, Object.keys(list).map(function (status) {
      var r = list[status];
      var content = r.content || {};
      var type = Object.keys(content)[0];
      return type ? schemaBlock('Answer ' + status + ' (' + type + ')', content[type].schema)
        : el('div', {}, [el('h3', {}, ['Answer ' + status]), el('p', {}, [plain(r.description)])]);
    }));
  }
  function render(doc) {
    document.getElementById('title').textContent = doc.info.title;
    document.getElementById('intro').textContent = plain(doc.info.description);
    var main = document.getElementById('routes');
    main.textContent = '';
    var items = [];
    Object.keys(doc.paths).sort().forEach(function (path) {
      var ops = doc.paths[path];
      ORDER.filter(function (m) { return ops[m]; }).forEach(function (method) {
        var op = ops[method];
        var access = accessOf(op);
        var details = el('details', {}, [
          el('summary', {}, [
            el('span', { class: 'method' }, [method.toUpperCase()]),
            el('span', { class: 'path' }, [path]),
            el('span', { class: 'access' + (access === 'public' ? ' public' : '') }, [access]),
          ]),
          el('div', { class: 'body' }, [
            el('p', { class: 'description' }, [plain(op.description)]),
            parameters(op), body(op), responses(op),
          ]),
        ]);
        details.dataset.search = (method + ' ' + path + ' ' + access).toLowerCase();
        items.push(details);
        main.append(details);
      });
    });
    var filter = document.getElementById('filter');
    filter.addEventListener('input', function () {
      var words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean);
      items.forEach(function (item) {
        item.hidden = !words.every(function (w) { return item.dataset.search.indexOf(w) >= 0; });
      });
    });
  }
  function load() {
    var headers = token ? { authorization: 'Bearer ' + token } : {};
    fetch('/api/docs/openapi.json', { headers: headers }).then(function (res) {
      if (res.status === 401 || res.status === 403) {
        var form = document.getElementById('sign-in');
        document.getElementById('sign-in-reason').textContent = res.status === 401
          ? 'The reference is for admins: sign in to the app as an admin in this browser and reload, or paste an admin session token.'
          : 'This session is not an admin\\'s: the reference is for admins.';
        document.getElementById('routes').textContent = '';
        form.hidden = false;
        return;
      }
      if (!res.ok) throw new Error('The reference answered ' + res.status);
      return res.json().then(function (doc) {
        document.getElementById('sign-in').hidden = true;
        render(doc);
      });
    }).catch(function (err) {
      document.getElementById('routes').textContent = String(err.message || err);
    });
  }
  document.getElementById('sign-in').addEventListener('submit', function (event) {
    event.preventDefault();
    token = document.getElementById('token').value.trim();
    load();
  });
  load();
})();
`;
