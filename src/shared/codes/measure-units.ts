/**
 * The type group of measurement units (business dictionary '01'). Catalogue items and category
 * features store the unit's type code; administrators add units on the dictionary screen.
 */
export const MEASURE_UNIT_GROUP = 'measureUnit';
