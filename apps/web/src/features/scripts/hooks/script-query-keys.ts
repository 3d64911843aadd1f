// Query keys of the script library, so a change refreshes exactly what shows it.
export const scriptsKey = ['scripts'] as const;
export const scriptKey = (id: number) => [...scriptsKey, 'script', id] as const;
export const scriptCategoriesKey = [...scriptsKey, 'categories'] as const;
export const templatesKey = [...scriptsKey, 'templates'] as const;
