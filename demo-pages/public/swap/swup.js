// Swup swaps the page's main part; the shop's elements need nothing more (docs/sites-that-swap-pages.md)
new Swup({ containers: ['#main'] });
