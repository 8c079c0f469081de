import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f0fb' },
          100: { value: '#c5d8f4' },
          500: { value: '#1f5fbf' },
          600: { value: '#184c99' },
          700: { value: '#123973' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.100}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.700}' } },
          fg: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.100}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.700}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.700}' } },
          emphasized: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.600}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.100}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
