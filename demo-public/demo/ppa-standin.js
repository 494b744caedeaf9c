// Local stand-in for the paper-statement privacy widget script (demo build only): it only says
// that it loaded, so a test can tell whether the page loaded it.
window.__ppaLoaded = true;
