/**
 * The pre-paint guard: a few hundred bytes of plain script the server prints
 * right after the announcement node (with the CSP nonce). It runs while the
 * HTML is parsed, before first paint, and collapses the node (and the space
 * it reserves) when the visitor closed this id, the window is over or not
 * yet open, or the switch is off; otherwise it reserves `data-min-height`
 * (through the CSSOM, which a strict CSP allows, unlike a style attribute). The same rules as `shouldShow`, so the
 * widget agrees with it later. No dependency: it is printed as is.
 */
export const ANNOUNCEMENT_GUARD_SCRIPT = `(function(n){if(!n)return;var d=n.dataset,c='; '+document.cookie,g=function(k){var p=c.split('; '+k+'=');if(p.length<2)return null;try{return decodeURIComponent(p[1].split(';')[0])}catch(e){return null}},t=Date.now(),s=d.startsAt?Date.parse(d.startsAt):NaN,e=d.endsAt?Date.parse(d.endsAt):NaN;if(d.enabled==='false'||!d.id||!(d.content||'').trim()||s>t||e<=t||(g(d.closedCookie||'top_announcement_closed')==='1'&&g(d.idCookie||'top_announcement_id')===d.id)){n.hidden=true;n.style.setProperty('display','none','important')}else if(d.minHeight)n.style.minHeight=d.minHeight})(document.currentScript&&document.currentScript.previousElementSibling);`;
