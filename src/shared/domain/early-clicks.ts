/**
 * A prerendered page (decisions 18 and 21) shows its buttons before the app's script has run, and a
 * click on one then did nothing (links work: they load their page). This inline script (in the head,
 * allowed by its hash like the appearance script) keeps the button last clicked until the app has taken
 * the page over; the app then clicks that same button once, its handlers now attached
 * (src/client/main.tsx). The app reuses the HTML's nodes, so the button is the same element.
 */
export const earlyClickScript = `(function(){var w=window;w.__earlyClicks=[];document.addEventListener('click',function(e){if(w.__appTookOver)return;var t=e.target&&e.target.closest&&e.target.closest('button,[role=button]');if(t)w.__earlyClicks.push(t);},true);})();`;
