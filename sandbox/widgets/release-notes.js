/*
 * Release-notes widget: the sandbox's stand-in for the third-party script the footer loads
 * (config.json `releaseNotesWidgetUrl`). Plain script, no dependencies, like a vendor's.
 *
 * It renders a 'Novedades del portal' button inside the host element with id
 * `release-notes-widget` (the footer's slot) or, when the page has none, at the end of
 * <body>. The button opens a small non-modal panel with the latest notes; Escape or
 * 'Cerrar' closes it and focus returns to the button.
 *
 * Loading it twice must be harmless (a re-render, a second footer, a retry): everything
 * lives in this function's scope, and it renders only where its button is not there yet.
 */
(function releaseNotesWidget() {
  'use strict';

  var ROOT_ID = 'novedades-portal-widget';
  var PANEL_ID = 'novedades-portal-panel';
  var TITLE_ID = 'novedades-portal-titulo';
  var STYLE_ID = 'novedades-portal-estilos';
  var HOST_ID = 'release-notes-widget';

  var notes = [
    {
      date: '2025-03-04',
      label: '4 de marzo de 2025',
      title: 'Pagos en línea',
      text: 'Paga tus obligaciones pendientes con tarjeta o en efectivo en un corresponsal autorizado.',
    },
    {
      date: '2025-02-11',
      label: '11 de febrero de 2025',
      title: 'Certificados desde el celular',
      text: 'Descarga o recibe en tu correo los certificados de afiliación sin salir de casa.',
    },
    {
      date: '2025-01-20',
      label: '20 de enero de 2025',
      title: 'Reagenda tu reserva',
      text: 'Solicita el cambio de fecha o la devolución de una reserva adjuntando tus soportes.',
    },
  ];

  var css = [
    '#' + ROOT_ID + ' { position: relative; display: inline-block; font: inherit; }',
    '#' + ROOT_ID + ' .npw-boton { min-height: 44px; padding: 0.5rem 1rem; border: 2px solid currentColor; border-radius: 0.5rem; background: #ffffff; color: #1a4e8a; font: inherit; font-weight: 600; cursor: pointer; }',
    '#' + ROOT_ID + ' .npw-boton:focus-visible, #' + ROOT_ID + ' .npw-cerrar:focus-visible { outline: 3px solid #1a4e8a; outline-offset: 2px; }',
    '#' + PANEL_ID + ' { position: absolute; bottom: calc(100% + 0.5rem); left: 0; z-index: 1000; box-sizing: border-box; width: min(22rem, calc(100vw - 2rem)); max-height: 70vh; overflow: auto; padding: 1rem; border: 1px solid #a0aec0; border-radius: 0.5rem; background: #ffffff; color: #1a202c; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2); text-align: left; }',
    '#' + PANEL_ID + '[hidden] { display: none; }',
    '#' + PANEL_ID + ' h2 { margin: 0 0 0.75rem; font-size: 1.125rem; }',
    '#' + PANEL_ID + ' ul { margin: 0; padding: 0; list-style: none; }',
    '#' + PANEL_ID + ' li { margin: 0 0 0.75rem; }',
    '#' + PANEL_ID + ' h3 { margin: 0; font-size: 1rem; }',
    '#' + PANEL_ID + ' p { margin: 0.25rem 0 0; }',
    '#' + PANEL_ID + ' time { font-size: 0.875rem; color: #4a5568; }',
    '#' + ROOT_ID + ' .npw-cerrar { min-height: 44px; padding: 0.5rem 1rem; border: 1px solid #1a4e8a; border-radius: 0.5rem; background: #1a4e8a; color: #ffffff; font: inherit; cursor: pointer; }',
  ].join('\n');

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function addStyles() {
    if (document.getElementById(STYLE_ID)) return;
    var style = element('style', { id: STYLE_ID });
    style.textContent = css;
    (document.head || document.documentElement).appendChild(style);
  }

  function render() {
    if (document.getElementById(ROOT_ID)) return;
    addStyles();

    var root = element('div', { id: ROOT_ID });
    var button = element(
      'button',
      { type: 'button', class: 'npw-boton', 'aria-expanded': 'false', 'aria-controls': PANEL_ID },
      'Novedades del portal',
    );
    var panel = element('div', { id: PANEL_ID, role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': TITLE_ID, tabindex: '-1' });
    panel.hidden = true;

    panel.appendChild(element('h2', { id: TITLE_ID }, 'Novedades del portal'));
    var list = element('ul');
    notes.forEach(function (note) {
      var item = element('li');
      item.appendChild(element('h3', null, note.title));
      item.appendChild(element('time', { datetime: note.date }, note.label));
      item.appendChild(element('p', null, note.text));
      list.appendChild(item);
    });
    panel.appendChild(list);
    var close = element('button', { type: 'button', class: 'npw-cerrar' }, 'Cerrar');
    panel.appendChild(close);

    function open() {
      panel.hidden = false;
      button.setAttribute('aria-expanded', 'true');
      panel.focus();
    }

    function hide(returnFocus) {
      if (panel.hidden) return;
      panel.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      if (returnFocus) button.focus();
    }

    button.addEventListener('click', function () {
      if (panel.hidden) open();
      else hide(true);
    });
    close.addEventListener('click', function () {
      hide(true);
    });
    // Escape is caught on the widget, not the document, so a second copy of the script
    // never stacks listeners and the portal's own Escape handling is left alone.
    root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && !panel.hidden) {
        event.stopPropagation();
        hide(true);
      }
    });
    // Moving on (Tab out, a click elsewhere) closes the panel without stealing focus back.
    root.addEventListener('focusout', function (event) {
      if (event.relatedTarget && !root.contains(event.relatedTarget)) hide(false);
    });

    root.appendChild(button);
    root.appendChild(panel);
    var host = document.getElementById(HOST_ID);
    // Never inside a <script> (the portal marks the tag that loads this file) or a void element.
    var usable = host && !/^(SCRIPT|STYLE|TEMPLATE|INPUT|IMG)$/.test(host.tagName);
    (usable ? host : document.body).appendChild(root);
  }

  if (document.body) render();
  else document.addEventListener('DOMContentLoaded', render, { once: true });
})();
