#!/usr/bin/python3
"""The smallest WebKitGTK browser WebKitWebDriver can drive (./webkit.ts launches it).

WebKitWebDriver starts it with --automation (and WEBKIT_INSPECTOR_SERVER in its environment); each
browsing context the driver asks for becomes one bare window: no chrome, so the viewport is the window.
Every run starts with nothing stored (an ephemeral website data manager). The page's console errors,
uncaught errors and unhandled rejections, and the responses with an error status, are appended one a
line to the file named by --log=PATH or the environment variable ENGINE_LOG. --disable-javascript
switches JavaScript off in every view.
"""

import os
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

# Runs in the page's own world before any of its scripts, so it sees the page's console.error calls.
CAPTURE_ERRORS = r'''
(() => {
  const handler = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.engineLog
  if (!handler) return
  const post = (line) => { try { handler.postMessage(String(line)) } catch (_) {} }
  const show = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`
    if (typeof value === 'string') return value
    try { const json = JSON.stringify(value); if (json !== undefined) return json } catch (_) {}
    return String(value)
  }
  const original = console.error
  console.error = function (...args) {
    post(args.map(show).join(' '))
    return original.apply(this, args)
  }
  // Uncaught exceptions reach window as ErrorEvents; failed resource loads do not bubble here.
  window.addEventListener('error', (event) => {
    const where = event.filename ? ` (${event.filename}:${event.lineno}:${event.colno})` : ''
    post(`${event.message || show(event.error)}${where}`)
  })
  window.addEventListener('unhandledrejection', (event) => post(`Unhandled rejection: ${show(event.reason)}`))
})()
'''


def option(name):
    """The value of --name=VALUE among the arguments, or None."""
    prefix = f'--{name}='
    return next((arg[len(prefix):] for arg in sys.argv[1:] if arg.startswith(prefix)), None)


LOG_PATH = option('log') or os.environ.get('ENGINE_LOG')
JAVASCRIPT = '--disable-javascript' not in sys.argv[1:]


def log(message):
    """Appends one message to the log, on one line, at once (the harness reads it any time)."""
    if not LOG_PATH:
        return
    with open(LOG_PATH, 'a', encoding='utf-8') as file:
        file.write(' '.join(message.splitlines()) + '\n')


def log_page_message(_manager, result):
    """A message of the error capture in the page."""
    log(result.get_js_value().to_string())


def log_error_status(resource):
    """A response of the page with an error status, as `404 http://…` (as the other engines report it)."""
    response = resource.get_response()
    if response and response.get_status_code() >= 400:
        log(f'{response.get_status_code()} {resource.get_uri()}')


def content_manager():
    """The user content shared by every view: the error capture and its message handler."""
    manager = WebKit2.UserContentManager()
    manager.register_script_message_handler('engineLog')
    manager.connect('script-message-received::engineLog', log_page_message)
    manager.add_script(
        WebKit2.UserScript.new(
            CAPTURE_ERRORS,
            WebKit2.UserContentInjectedFrames.ALL_FRAMES,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    return manager


class Browser:
    """One web context (nothing stored, automation allowed) and the windows the driver opened in it."""

    def __init__(self):
        storage = WebKit2.WebsiteDataManager.new_ephemeral()
        self.context = WebKit2.WebContext.new_with_website_data_manager(storage)
        self.context.set_automation_allowed(True)
        self.context.connect('automation-started', self.automation_started)
        self.content = content_manager()
        self.windows = set()

    def automation_started(self, _context, session):
        """The driver is connected: say who we are and make views on request; quit when it is done."""
        info = WebKit2.ApplicationInfo.new()
        info.set_name('WebKitGTK')
        info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(),
                         WebKit2.get_micro_version())
        session.set_application_info(info)
        session.connect('create-web-view', self.create_web_view)
        session.connect('will-close', lambda _session: Gtk.main_quit())

    def create_web_view(self, _session):
        """A new browsing context: a view controlled by automation, alone in a shown window."""
        settings = WebKit2.Settings()
        settings.set_enable_javascript(JAVASCRIPT)
        view = WebKit2.WebView(
            web_context=self.context,
            user_content_manager=self.content,
            settings=settings,
            is_controlled_by_automation=True,
        )
        view.connect('resource-load-started', self.resource_load_started)
        window = Gtk.Window()
        window.set_default_size(1280, 800)
        window.add(view)
        view.connect('close', lambda _view: window.destroy())
        window.connect('destroy', self.window_destroyed)
        self.windows.add(window)
        window.show_all()
        # The window takes the keyboard focus, as a visitor's browser window has it: without a window manager
        # (Xvfb) none would, and the page's :focus and :focus-visible would never match.
        window.present()
        view.grab_focus()
        return view

    def resource_load_started(self, _view, resource, _request):
        """Every load of the page, its document included, is checked for an error status once done."""
        resource.connect('finished', log_error_status)

    def window_destroyed(self, window):
        """The last window closed ends the browser."""
        self.windows.discard(window)
        if not self.windows:
            Gtk.main_quit()


def main():
    if '--automation' not in sys.argv[1:]:
        sys.exit('webkit-browser: only runs under WebKitWebDriver (--automation)')
    Gtk.init(None)
    Browser()
    Gtk.main()


if __name__ == '__main__':
    main()
