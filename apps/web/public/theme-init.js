/*
 * Applies the colour theme the visitor chose (Light or Dark; System is the default) before the first paint,
 * so a dark-theme reader never sees a light flash. A file of its own rather than an inline script: the
 * Content Security Policy forbids inline scripts. Kept in step with src/features/theme/theme-preference.ts.
 */
try {
  var theme = window.localStorage.getItem("soundcheck-theme")
  if (theme === "light" || theme === "dark") {
    document.documentElement.dataset.theme = theme
    // The browser's toolbar follows the choice too: the chosen scheme's theme-color tag always applies.
    var colours = document.querySelectorAll('meta[name="theme-color"][data-scheme]')
    for (var i = 0; i < colours.length; i++) colours[i].media = colours[i].dataset.scheme === theme ? "all" : "not all"
  }
} catch (error) {
  // Storage may be off (private mode, a blocked cookie policy): the system setting applies.
}
