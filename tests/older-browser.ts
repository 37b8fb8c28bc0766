// An older browser played by today's Chromium: the engine journeys' "chromium-legacy" engine
// (tests/engines) and the Playwright project of the same name (tests/e2e) load this before any page script.

/**
 * Makes Chromium behave as a browser from before invoker commands, popovers and `closedby`: the APIs are
 * deleted from the prototypes (feature tests fail), and the browser's own answer to a `commandfor` or
 * `popovertarget` click is cancelled once the page's listeners are done with it (when the click reaches
 * the window, or when a listener stops it earlier), so only the page's own fallbacks can answer.
 */
export const REMOVE_NEW_APIS = `(() => {
  const gone = [
    [HTMLButtonElement.prototype, ['command', 'commandForElement', 'popoverTargetElement', 'popoverTargetAction']],
    [HTMLInputElement.prototype, ['popoverTargetElement', 'popoverTargetAction']],
    [HTMLElement.prototype, ['popover', 'showPopover', 'hidePopover', 'togglePopover']],
    [HTMLDialogElement.prototype, ['closedBy', 'requestClose']],
    [window, ['CommandEvent']],
  ]
  for (const [proto, names] of gone) for (const name of names) delete proto[name]
  const preventDefault = Event.prototype.preventDefault
  const cancelNative = (event) => {
    const target = event.type === 'click' && event.target instanceof Element ? event.target : null
    if (target && target.closest('button[commandfor], button[popovertarget], input[popovertarget]'))
      preventDefault.call(event)
  }
  for (const name of ['stopPropagation', 'stopImmediatePropagation']) {
    const stop = Event.prototype[name]
    Event.prototype[name] = function () {
      cancelNative(this)
      return stop.call(this)
    }
  }
  addEventListener('click', cancelNative)
})()`
