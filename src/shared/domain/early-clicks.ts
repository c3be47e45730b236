/**
 * A prerendered page (decision 18) shows its buttons before the app's script has run, and a click
 * then did nothing. This inline script (in the head, allowed by its hash like the appearance script)
 * remembers a click on an element marked `data-early-click="<name>"` until the app has taken the page
 * over; the app then clicks the same element once (src/client/main.tsx). Links need none of this.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

export const earlyClickScript = `(function(){var w=window;w.__earlyClicks=[];document.addEventListener('click',function(e){if(w.__appTookOver)return;var t=e.target&&e.target.closest&&e.target.closest('[${EARLY_CLICK_ATTRIBUTE}]');if(t)w.__earlyClicks.push(t.getAttribute('${EARLY_CLICK_ATTRIBUTE}'));},true);})();`;
