/**
 * A prerendered page (decisions 18 and 21) shows its buttons and fields before the app's script has
 * run, and a click on a button then did nothing (links work: they load their page), and text typed into
 * a field was wiped by the app's first render. This inline script (in the head, allowed by its hash like
 * the appearance script) keeps the button last clicked and the fields typed into until the app has taken
 * the page over; the app then clicks that same button once, its handlers now attached, and gives each
 * field its text back (src/client/main.tsx). The app reuses the HTML's nodes, so they are the same
 * elements. Only typing counts: a value the browser restored on a reload is not the learner's input.
 */
export const earlyClickScript = `(function(){var w=window;w.__earlyClicks=[];w.__earlyInputs=[];document.addEventListener('click',function(e){if(w.__appTookOver)return;var t=e.target&&e.target.closest&&e.target.closest('button,[role=button]');if(t)w.__earlyClicks.push(t);},true);document.addEventListener('input',function(e){if(w.__appTookOver)return;var t=e.target;if(t&&(t.tagName==='INPUT'||t.tagName==='TEXTAREA')&&w.__earlyInputs.indexOf(t)<0)w.__earlyInputs.push(t);},true);})();`;
