// The stored theme before the first paint, so a dark page never flashes white (shell theme store).
// A file, not an inline script: the Content-Security-Policy allows scripts from the app's own origin only.
try {
  if (localStorage.getItem('bidline-theme') === 'theme-dark') {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
    document.documentElement.dataset.theme = 'theme-dark';
  }
} catch {
  // Storage disabled: the light default stays.
}
