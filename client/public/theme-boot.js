// Sets the saved theme before the first paint (client/src/lib/theme.ts keeps it in localStorage).
(function () {
  try {
    var theme = localStorage.getItem("specwright-theme");
    var dark =
      theme === "dark" ||
      (theme !== "light" && window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  } catch {
    // no storage: the app applies the theme once the settings load
  }
})();
