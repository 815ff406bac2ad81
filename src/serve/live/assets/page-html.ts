/**
 * The live page's markup: an empty frame the script fills. No inline script or style (the CSP
 * allows only this origin's files); links are relative, so the page works behind a path prefix.
 */
export const PAGE_HTML = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>forbear live</title><link rel="icon" href="data:,"><link rel="stylesheet" href="ui/app.css"><script src="ui/app.js" defer></script></head>
<body>
<header><h1>forbear <span class="sub">live</span></h1><span id="conn" class="conn" data-testid="conn">connecting</span><span id="updated" class="meta"></span><button id="logout" type="button" hidden>sign out</button></header>
<form id="login" class="login" data-testid="login" hidden>
<h2>Sign in</h2><p class="meta">This forbear serve asks for its bearer token (<code>--auth-token</code>). It is kept in this tab only.</p>
<label>Token <input id="token" type="password" autocomplete="current-password" required></label> <button type="submit">Sign in</button>
<p id="login-error" class="error" role="alert"></p></form>
<main id="app" hidden>
<p id="error" class="error" role="alert" hidden></p>
<nav class="controls" data-testid="controls">
<label>window <select id="window"><option value="1h">last hour</option><option value="1d">last day</option><option value="7d">last week</option><option value="all">everything</option></select></label>
<label>model <select id="f-model" data-dim="model"></select></label>
<label>agent <select id="f-agent" data-dim="agent"></select></label>
<label>service <select id="f-service" data-dim="service"></select></label>
<label>scenario <select id="f-scenario" data-dim="scenario"></select></label>
<span id="scope" class="meta" data-testid="scope"></span>
</nav>
<div id="overview">
<section class="cards" id="cards"></section>
<section><h2>Trend</h2><div id="trend" class="chart-box"></div></section>
<section><h2>Split by <select id="split-dim"><option value="model">model</option><option value="agent">agent</option><option value="service">service</option><option value="scenario">scenario</option></select></h2><table id="splits" data-testid="splits"></table></section>
<section><h2>Alert rules</h2><table id="alerts" data-testid="alerts"></table></section>
<section><h2>Latest failing turns</h2><label class="meta"><input id="forced-only" type="checkbox"> forced actions only</label><div id="turns" data-testid="turns"></div></section>
<section><h2>Cases</h2><table id="cases" data-testid="cases"></table></section>
</div>
<div id="case-view" data-testid="case-view" hidden></div>
</main>
</body></html>
`;
