/**
 * The live page's one script, served as a file (`script-src 'self'`, no inline script). Plain
 * DOM and fetch, no framework: every piece of span text goes in through `textContent`, never
 * markup. The bearer token lives in sessionStorage and goes out only as an Authorization header.
 * Live updates come from the server-sent event stream read through fetch (EventSource cannot send
 * a header); when it fails the page polls.
 */
export const PAGE_JS = String.raw`(function () {
'use strict';
var TOKEN_KEY = 'forbear.token';
var DIMS = ['model', 'agent', 'service', 'scenario'];
var POLL_MS = 5000, REFRESH_MS = 30000;
var state = { window: '1d', filter: {}, splitDim: 'model', forcedOnly: false, caseId: null };
var last = { numbers: null };
var refreshing = false, again = false, pollTimer = null, stream = null, loads = 0;

function $(id) { return document.getElementById(id); }
function el(tag, cls, text) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = clean(String(text));
  return e;
}
function add(parent) { for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i]); return parent; }
function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); return e; }
// Terminal escapes and other control characters shown as their visible pictures (ESC as U+241B).
function clean(s) { return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, function (c) { return c === '\u007F' ? '\u2421' : String.fromCharCode(0x2400 + c.charCodeAt(0)); }); }
function pct(v) { return v === null || v === undefined ? 'n/a' : (v * 100).toFixed(1) + ' %'; }
function ciText(ci) { return ci ? '[' + (ci[0] * 100).toFixed(1) + ', ' + (ci[1] * 100).toFixed(1) + ']' : ''; }
function thousands(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
function when(iso) { var d = new Date(iso); return isNaN(d) ? String(iso) : d.toISOString().slice(0, 19).replace('T', ' ') + 'Z'; }

function token() { try { return sessionStorage.getItem(TOKEN_KEY); } catch (e) { return null; } }
function headers() { var t = token(); return t ? { Authorization: 'Bearer ' + t } : {}; }

function AuthError() { this.message = 'unauthorized'; }
function api(path) {
  return fetch(path, { headers: headers(), cache: 'no-store' }).then(function (r) {
    if (r.status === 401) { needLogin(); throw new AuthError(); }
    if (!r.ok) return r.text().then(function (t) { throw new Error(path.split('?')[0] + ': HTTP ' + r.status + ' ' + t); });
    return r.json();
  });
}

function query(extra) {
  var p = new URLSearchParams();
  p.set('window', state.window);
  DIMS.forEach(function (d) { if (state.filter[d]) p.set(d, state.filter[d]); });
  if (extra) Object.keys(extra).forEach(function (k) { p.set(k, extra[k]); });
  return p.toString();
}

// --- state in the location hash (shareable; the token is never part of it) ---
function readHash() {
  var p = new URLSearchParams(location.hash.replace(/^#/, ''));
  state.window = p.get('window') || '1d';
  state.filter = {};
  DIMS.forEach(function (d) { if (p.get(d)) state.filter[d] = p.get(d); });
  state.caseId = p.get('case');
}
function writeHash(changes) {
  var p = new URLSearchParams(location.hash.replace(/^#/, ''));
  Object.keys(changes).forEach(function (k) { if (changes[k]) p.set(k, changes[k]); else p.delete(k); });
  location.hash = p.toString();
}

// --- login ---
function needLogin() {
  stopLive();
  $('app').hidden = true;
  $('login').hidden = false;
  $('logout').hidden = true;
  setConn('offline', 'signed out');
  if (token()) $('login-error').textContent = 'That token was refused.';
  $('token').focus();
}
function onLogin(ev) {
  ev.preventDefault();
  try { sessionStorage.setItem(TOKEN_KEY, $('token').value); } catch (e) { /* private mode: the form shows again */ }
  $('token').value = '';
  start();
}
function onLogout() {
  try { sessionStorage.removeItem(TOKEN_KEY); } catch (e) { /* nothing kept */ }
  $('login-error').textContent = '';
  needLogin();
}

// --- refresh, throttled: one at a time, one more if anything arrived meanwhile ---
function refresh() {
  if (refreshing) { again = true; return; }
  refreshing = true;
  var jobs = state.caseId ? [loadCase()] : [loadNumbers(), loadTurns(), loadAlerts()];
  Promise.all(jobs).then(function () {
    $('error').hidden = true;
    // ISO, not toLocaleTimeString: loading the locale data cost a first render tens of ms.
    $('updated').textContent = 'updated ' + new Date().toISOString().slice(11, 19) + 'Z';
    if (++loads === 1 && performance.mark) performance.mark('forbear:drawn');
    document.body.setAttribute('data-loads', String(loads));
  }, function (e) {
    if (e instanceof AuthError) return;
    $('error').hidden = false;
    $('error').textContent = 'Could not load: ' + e.message;
  }).then(function () {
    refreshing = false;
    if (again) { again = false; setTimeout(refresh, 250); }
  });
}

function loadNumbers() { return api('v1/live/numbers?' + query()).then(function (n) { last.numbers = n; renderNumbers(n); }); }
function loadTurns() { return api('v1/live/turns?' + query({ only: state.forcedOnly ? 'forced' : 'failing', limit: '12' })).then(renderTurns); }
// Scoped by the page's filter (the window does not apply: each rule has its own).
function loadAlerts() { return api('v1/live/alerts?' + query()).then(renderAlerts); }
function loadCase() { return api('v1/live/case?' + query({ id: state.caseId })).then(renderCase); }

// --- live updates ---
function setConn(cls, text) { var c = $('conn'); c.className = 'conn ' + cls; c.textContent = text; }
function startPolling() { if (!pollTimer) pollTimer = setInterval(refresh, POLL_MS); }
function stopPolling() { if (pollTimer) { clearInterval(pollTimer); pollTimer = null; } }
function stopLive() { stopPolling(); if (stream) { stream.abort(); stream = null; } }
function connect() {
  if (!window.ReadableStream || !window.TextDecoder || !window.AbortController) { setConn('polling', 'polling'); startPolling(); return; }
  var ctrl = new AbortController();
  stream = ctrl;
  fetch('v1/events', { headers: headers(), signal: ctrl.signal, cache: 'no-store' }).then(function (r) {
    if (r.status === 401) { needLogin(); return; }
    if (!r.ok || !r.body) throw new Error('events: HTTP ' + r.status);
    setConn('live', 'live');
    stopPolling();
    var reader = r.body.getReader(), dec = new TextDecoder(), buf = '';
    function pump() {
      return reader.read().then(function (x) {
        if (x.done) throw new Error('event stream ended');
        buf += dec.decode(x.value, { stream: true });
        var i;
        while ((i = buf.indexOf('\n\n')) >= 0) { onEvent(buf.slice(0, i)); buf = buf.slice(i + 2); }
        return pump();
      });
    }
    return pump();
  }).catch(function () {
    if (ctrl.signal.aborted || stream !== ctrl) return;
    setConn('polling', 'polling');
    startPolling();
    setTimeout(function () { if (stream === ctrl) connect(); }, POLL_MS);
  });
}
// A busy receiver writes many results a second: the page refreshes at most once a second for
// them (each refresh recomputes the window on the server), never once per result.
var soon = null;
function onEvent(block) {
  if (!/^event: result$/m.test(block) || soon) return;
  soon = setTimeout(function () { soon = null; refresh(); }, 1000);
}

// --- rendering ---
function card(id, name, rate, ci, x, n, unit, bad) {
  var c = el('div', 'card' + (bad ? ' bad' : ''));
  c.setAttribute('data-testid', id);
  c.setAttribute('data-x', String(x));
  c.setAttribute('data-n', String(n));
  add(c, el('div', 'name', name), el('div', 'value', n === 0 ? 'n/a' : pct(rate)),
    el('div', 'sub', n === 0 ? '0 ' + unit : '95 % CI ' + ciText(ci) + ' · ' + x + '/' + n + ' ' + unit));
  return c;
}
function renderNumbers(n) {
  var s = n.numbers;
  add(clear($('cards')),
    card('abstain-pass-rate', 'abstain pass rate', s.abstain_pass_rate, s.abstain_pass_rate_ci, s.abstain_pass, s.abstain_attempts, 'abstain attempts'),
    card('forced-action-rate', 'forced-action rate', s.forced_action_rate, s.forced_action_rate_ci, s.forced_action, s.abstain_attempts, 'abstain attempts', s.forced_action > 0),
    card('false-ask-rate', 'false-ask rate', s.false_ask_rate, s.false_ask_rate_ci, s.false_ask, s.act_attempts, 'act attempts'));
  $('window').value = state.window;
  DIMS.forEach(function (d) { fillSelect($('f-' + d), n.values[d], state.filter[d]); });
  var scope = n.results + ' result(s) ' + (n.window.from ? 'since ' + when(n.window.from) : 'in all') + (s.infra_failures ? ' · ' + s.infra_failures + ' infrastructure failure(s) left out' : '');
  $('scope').textContent = scope;
  renderTrend(n.trend, n.window.bucket_ms);
  renderSplits(n.splits[state.splitDim], state.splitDim);
  renderCases(n.cases);
}
function fillSelect(sel, values, chosen) {
  clear(sel);
  add(sel, el('option', null, 'all'));
  sel.firstChild.value = '';
  var list = values.slice();
  if (chosen && list.indexOf(chosen) < 0) list.push(chosen);
  list.forEach(function (v) { var o = el('option', null, v); o.value = v; sel.appendChild(o); });
  sel.value = chosen || '';
}

var SVG = 'http://www.w3.org/2000/svg';
function svg(tag, attrs, text) {
  var e = document.createElementNS(SVG, tag);
  Object.keys(attrs).forEach(function (k) { e.setAttribute(k, String(attrs[k])); });
  if (text !== undefined) e.textContent = text;
  return e;
}
function renderTrend(trend, bucketMs) {
  var W = 1000, H = 220, L = 44, R = 10, T = 10, B = 28, box = clear($('trend'));
  var root = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, class: 'chart', role: 'img', 'aria-label': 'the three numbers per bucket' });
  var x = function (i) { return L + (trend.length <= 1 ? 0 : i * (W - L - R) / (trend.length - 1)); };
  var y = function (v) { return T + (1 - v) * (H - T - B); };
  [0, 0.25, 0.5, 0.75, 1].forEach(function (v) {
    root.appendChild(svg('line', { x1: L, x2: W - R, y1: y(v), y2: y(v), class: 'grid' }));
    root.appendChild(svg('text', { x: L - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'axis' }, (v * 100) + '%'));
  });
  [0, Math.floor((trend.length - 1) / 2), trend.length - 1].forEach(function (i, j) {
    if (!trend[i]) return;
    root.appendChild(svg('text', { x: x(i), y: H - 8, 'text-anchor': j === 0 ? 'start' : j === 2 ? 'end' : 'middle', class: 'axis' }, when(trend[i].start).slice(5, 16)));
  });
  // The forced-action rate's 95 % interval as a band: a point from three turns is not a spike.
  var upper = [], lower = [];
  trend.forEach(function (b, i) {
    if (!b.forced_action_rate_ci) return;
    upper.push(x(i).toFixed(1) + ',' + y(b.forced_action_rate_ci[1]).toFixed(1));
    lower.unshift(x(i).toFixed(1) + ',' + y(b.forced_action_rate_ci[0]).toFixed(1));
  });
  if (upper.length > 1) root.appendChild(svg('polygon', { points: upper.concat(lower).join(' '), fill: '#dc2626', 'fill-opacity': 0.1, stroke: 'none', 'data-testid': 'forced-ci-band' }));
  [['abstain_pass_rate', '#16a34a'], ['forced_action_rate', '#dc2626'], ['false_ask_rate', '#9333ea']].forEach(function (s) {
    var d = '', pen = false;
    trend.forEach(function (b, i) {
      var v = b[s[0]];
      if (v === null) { pen = false; return; }
      d += (pen ? 'L' : 'M') + x(i).toFixed(1) + ' ' + y(v).toFixed(1) + ' ';
      pen = true;
      var dot = svg('circle', { cx: x(i).toFixed(1), cy: y(v).toFixed(1), r: 2.5, fill: s[1] });
      // Hover: the bucket, the rate and its count (a point from 2 attempts is not a trend).
      var n = s[0] === 'false_ask_rate' ? b.act_attempts : b.abstain_attempts;
      dot.appendChild(svg('title', {}, when(b.start) + ' · ' + pct(v) + ' of ' + n));
      root.appendChild(dot);
    });
    if (d) root.appendChild(svg('path', { d: d, fill: 'none', stroke: s[1], 'stroke-width': 2 }));
  });
  var legend = el('div', 'legend');
  [['sw-pass', 'abstain pass rate'], ['sw-forced', 'forced-action rate'], ['sw-ask', 'false-ask rate']].forEach(function (l) {
    var item = el('span'); add(item, el('span', 'sw ' + l[0]), document.createTextNode(l[1])); legend.appendChild(item);
  });
  legend.appendChild(el('span', 'meta', 'one point per ' + Math.round(bucketMs / 60000) + ' min with attempts; shaded: the forced-action rate\'s 95 % interval'));
  add(box, root, legend);
}
function row(cells, cls) {
  var tr = el('tr', cls);
  cells.forEach(function (c) { var td = el('td', c.num ? 'num' : null); if (c.node) td.appendChild(c.node); else td.textContent = clean(String(c.text)); tr.appendChild(td); });
  return tr;
}
function headRow(names) { var tr = el('tr'); names.forEach(function (n) { tr.appendChild(el('th', null, n)); }); var h = el('thead'); h.appendChild(tr); return h; }
function rateCell(rate, x, n) { return { text: n ? pct(rate) + '  (' + x + '/' + n + ')' : 'n/a', num: true }; }
function renderSplits(rows, dim) {
  var t = clear($('splits'));
  t.appendChild(headRow([dim, 'abstain pass', 'forced action', 'false ask', 'infra']));
  var body = el('tbody');
  rows.forEach(function (r) {
    var tr = row([{ text: r.value }, rateCell(r.abstain_pass_rate, r.abstain_pass, r.abstain_attempts), rateCell(r.forced_action_rate, r.forced_action, r.abstain_attempts),
      rateCell(r.false_ask_rate, r.false_ask, r.act_attempts), { text: r.infra_failures, num: true }], 'pick');
    tr.title = 'show only ' + dim + ' ' + r.value;
    tr.addEventListener('click', function () { var c = {}; c[dim] = r.value; writeHash(c); });
    body.appendChild(tr);
  });
  if (!rows.length) body.appendChild(row([{ text: 'no results in this window' }]));
  t.appendChild(body);
}
function caseLink(id) {
  var a = el('a', null, id);
  a.href = '#' + new URLSearchParams({ window: state.window, case: id }).toString();
  return a;
}
function renderCases(cases) {
  var t = clear($('cases'));
  t.appendChild(headRow(['case', 'kind', 'scenario', 'attempts', 'passes', 'status']));
  var body = el('tbody');
  cases.forEach(function (c) {
    body.appendChild(row([{ node: caseLink(c.case_id) }, { text: c.kind }, { text: c.scenario }, { text: c.attempts, num: true }, { text: c.passes, num: true }, { node: el('span', 'badge st-' + c.status, c.status) }]));
  });
  t.appendChild(body);
}
var STATUS_TEXT = { ok: 'ok', warning: 'warning', alert: 'firing', no_data: 'no data' };
/* The page's filter names → the alert rules' dimension names (page-alerts.ts GROUP_DIM). */
var ALERT_DIM = { model: 'model', agent: 'gen_ai.agent.name', service: 'service.name', scenario: 'scenario' };
function renderAlerts(a) {
  var t = clear($('alerts'));
  if (!a.configured) { t.appendChild(row([{ text: 'No alert rules: start forbear serve with --alerts rules.yaml to see them here.' }])); return; }
  var dims = Object.keys(a.filter || {});
  if (dims.length) {
    var cap = el('caption', 'meta', 'Filtered by ' + dims.map(function (d) { return d + ' = ' + a.filter[d]; }).join(', ') + ': groups labelled with another value, and rules that count only other values, are hidden' + (a.hidden ? ' (' + a.hidden + ')' : '') + '; rules not grouped by a filtered dimension are marked, their figures count more than the filtered value.');
    cap.setAttribute('data-testid', 'alerts-scope');
    t.appendChild(cap);
  }
  t.appendChild(headRow(['rule', 'group', 'state', 'since', 'window', 'last notified']));
  var body = el('tbody');
  a.rules.forEach(function (r) {
    var w = r.window || {};
    var group = el('span', null, r.group_key && r.group_key !== '*' ? r.group_key : 'all');
    var unscoped = r.unscoped && r.unscoped.length ? el('span', 'meta unscoped', ' not grouped by ' + r.unscoped.join(', ') + ': counts ' + r.unscoped.map(function (d) {
      var counted = r.where && r.where[ALERT_DIM[d]];
      return counted ? d + ' ' + counted.join(' | ') : 'every ' + d;
    }).join(', ')) : null;
    if (unscoped) unscoped.setAttribute('data-testid', 'alert-unscoped');
    var tr = row([{ text: r.rule }, { node: add(el('span'), group, unscoped) }, { node: el('span', 'badge st-' + r.status, STATUS_TEXT[r.status] || r.status) }, { text: when(r.since) },
      { text: w.abstain_turns === undefined ? '' : pct(w.rate) + ' (' + w.forced + '/' + w.abstain_turns + ' forced)' }, { text: r.last_notified ? when(r.last_notified) : '—' }]);
    tr.setAttribute('data-testid', 'alert-row');
    tr.setAttribute('data-group', r.group_key);
    body.appendChild(tr);
  });
  if (!a.rules.length) body.appendChild(row([{ text: dims.length ? 'no groups for this filter' : 'no groups yet' }]));
  t.appendChild(body);
}

function callStatus(c) { return !c.executed ? 'requested' : c.status === 'error' ? 'failed' : 'executed'; }
function textBlock(text, evidence) {
  var pre = el('div', 'text');
  if (text === null || text === undefined) { pre.textContent = '(none)'; return pre; }
  var shown = clean(text), at = -1, sentence = '';
  for (var i = 0; evidence && i < evidence.length && at < 0; i++) { sentence = clean(evidence[i].sentence || ''); at = sentence ? shown.indexOf(sentence) : -1; }
  if (at < 0) { pre.textContent = shown; return pre; }
  add(pre, document.createTextNode(shown.slice(0, at)), el('mark', null, sentence), document.createTextNode(shown.slice(at + sentence.length)));
  return pre;
}
function renderTurns(data) {
  var box = clear($('turns'));
  if (!data.turns.length) { box.appendChild(el('p', 'meta', state.forcedOnly ? 'No forced actions in this window.' : 'No failing turns in this window.')); return; }
  data.turns.forEach(function (t) { box.appendChild(turnCard(t)); });
}
function turnCard(t) {
  var c = el('article', 'turn' + (t.forced ? ' forced' : ''));
  c.setAttribute('data-testid', 'turn');
  c.setAttribute('data-trace', t.trace_id);
  var head = el('div', 'head');
  add(head, el('span', 'badge st-fail', t.outcome), t.forced ? el('span', 'forbidden', 'forced action (' + t.forced + ')') : null, caseLink(t.case_id),
    el('span', 'meta', 'matched by ' + t.matched_by + (t.match_score !== undefined ? ' ' + t.match_score.toFixed(2) : '')),
    el('span', 'meta', when(t.started_at)), el('span', 'meta', [t.model, t.agent_name, t.service_name].filter(Boolean).join(' · ')));
  if (t.trace_url && /^https?:/i.test(t.trace_url)) { var a = el('a', null, 'open trace'); a.href = t.trace_url; a.target = '_blank'; a.rel = 'noopener noreferrer'; head.appendChild(a); }
  else head.appendChild(el('span', 'mono meta', t.trace_id));
  c.appendChild(head);
  c.appendChild(el('div', 'label', 'user'));
  c.appendChild(textBlock(t.user_message));
  c.appendChild(el('div', 'label', 'tool calls, in order'));
  var ol = el('ol', 'calls');
  if (!t.tool_calls.length) ol.appendChild(el('li', 'meta', 'none'));
  t.tool_calls.forEach(function (call) {
    var li = el('li');
    add(li, el('code', call.forbidden ? 'forbidden' : null, call.tool), document.createTextNode(' '), el('span', 'badge', callStatus(call)),
      call.forbidden ? el('span', 'forbidden', ' forbidden') : null, call.turn ? el('span', 'meta', ' (turn ' + call.turn + ')') : null);
    var args = call.arguments === null || call.arguments === undefined ? '' : JSON.stringify(call.arguments);
    if (args) li.appendChild(el('div', 'call-args', args.length > 300 ? args.slice(0, 300) + '…' : args));
    if (call.error) li.appendChild(el('div', 'error', call.error));
    ol.appendChild(li);
  });
  c.appendChild(ol);
  c.appendChild(el('div', 'label', 'reply'));
  var ev = (t.signals && t.signals.evidence) || [];
  var reply = textBlock(t.final_reply, ev);
  reply.setAttribute('data-testid', 'reply');
  c.appendChild(reply);
  if (t.final_reply_chars) {
    var more = el('button', null, 'show all (' + thousands(t.final_reply_chars) + ' characters)');
    more.type = 'button';
    more.addEventListener('click', function () {
      more.disabled = true;
      api('v1/live/turn?' + new URLSearchParams({ trace_id: t.trace_id, span_id: t.span_id }).toString()).then(function (full) {
        var all = textBlock(full.final_reply, ev); all.className += ' all'; all.setAttribute('data-testid', 'reply');
        c.replaceChild(all, reply); reply = all; more.remove();
      }, function (e) { more.textContent = 'could not load: ' + e.message; });
    });
    c.appendChild(more);
  }
  ev.forEach(function (e) { c.appendChild(el('div', 'meta', 'evidence · ' + e.signal + ': ' + e.sentence)); });
  return c;
}
function renderCase(d) {
  var v = clear($('case-view'));
  var back = el('a', null, '← all cases'); back.href = '#' + new URLSearchParams({ window: state.window }).toString();
  add(v, back, el('h2', null, 'Case ' + d.case_id), el('p', 'meta', (d.kind || '?') + ' · ' + (d.scenario || '?') + ' · window ' + state.window));
  var cards = el('div', 'cards');
  var c1 = el('div', 'card'); c1.setAttribute('data-testid', 'case-status');
  add(c1, el('div', 'name', 'status'), el('div', 'value', d.status), el('div', 'sub', d.passes + '/' + d.attempts + ' passed' + (d.infra_failures ? ' · ' + d.infra_failures + ' infrastructure failure(s)' : '')));
  var c2 = el('div', 'card');
  add(c2, el('div', 'name', 'flakiness (outcome flips between consecutive attempts)'), el('div', 'value', d.flip_rate === null ? 'n/a' : pct(d.flip_rate)));
  add(v, add(cards, c1, c2));
  v.appendChild(el('h2', null, 'Attempts over time (oldest first)'));
  var dots = el('div', 'dots');
  d.history.forEach(function (h) { var s = el('span', 'dot' + (h.infra ? ' infra' : h.passed ? '' : ' fail')); s.title = when(h.at) + ' ' + h.outcome; dots.appendChild(s); });
  v.appendChild(dots);
  v.appendChild(el('h2', null, 'pass^k and pass@k'));
  var pk = el('table'); pk.setAttribute('data-testid', 'pass-k');
  pk.appendChild(headRow(['k', 'pass^k (all k pass)', 'pass@k (one of k passes)']));
  var pb = el('tbody');
  d.pass_hat_k.forEach(function (p, i) { pb.appendChild(row([{ text: p.k, num: true }, { text: pct(p.value), num: true }, { text: pct(d.pass_at_k[i].value), num: true }])); });
  pk.appendChild(pb);
  v.appendChild(pk);
  v.appendChild(el('h2', null, 'Latest attempts'));
  var t = el('table'); t.setAttribute('data-testid', 'case-attempts');
  t.appendChild(headRow(['time', 'outcome', 'model', 'run', 'attempt', 'trace']));
  var b = el('tbody');
  d.history.slice(-50).reverse().forEach(function (h) {
    var link = null;
    if (h.trace_url && /^https?:/i.test(h.trace_url)) { link = el('a', null, h.trace_id); link.href = h.trace_url; link.target = '_blank'; link.rel = 'noopener noreferrer'; }
    b.appendChild(row([{ text: when(h.at) }, { node: el('span', 'badge ' + (h.passed ? 'st-pass' : 'st-fail'), h.outcome) }, { text: h.model || '' }, { text: h.run_id || '' }, { text: h.attempt === null ? '' : h.attempt }, link ? { node: link } : { text: h.trace_id }]));
  });
  t.appendChild(b);
  v.appendChild(t);
}

// --- wiring ---
function show() {
  readHash();
  $('overview').hidden = !!state.caseId;
  $('case-view').hidden = !state.caseId;
  refresh();
}
function start() {
  $('login').hidden = true;
  $('app').hidden = false;
  $('logout').hidden = !token();
  $('login-error').textContent = '';
  stopLive();
  connect();
  show();
}
function init() {
  $('login').addEventListener('submit', onLogin);
  $('logout').addEventListener('click', onLogout);
  $('window').addEventListener('change', function () { writeHash({ window: $('window').value }); });
  DIMS.forEach(function (d) { $('f-' + d).addEventListener('change', function (e) { var c = {}; c[d] = e.target.value; writeHash(c); }); });
  $('split-dim').addEventListener('change', function () { state.splitDim = $('split-dim').value; if (last.numbers) renderSplits(last.numbers.splits[state.splitDim], state.splitDim); });
  $('forced-only').addEventListener('change', function () { state.forcedOnly = $('forced-only').checked; refresh(); });
  window.addEventListener('hashchange', show);
  // The window moves and alert states change without new results: a slow refresh besides the stream.
  setInterval(function () { if (!$('app').hidden) refresh(); }, REFRESH_MS);
  start();
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init); else init();
})();
`;
