import { HStack, type StackProps } from '@chakra-ui/react';

/**
 * A form's buttons. Below md the bar sticks to the bottom of the page while the form scrolls, so the
 * primary action is always one tap away on a long form; above md it sits under the form as before.
 * Give the primary button `size={FORM_ACTION_SIZE}` for a 44 px tap target on a phone.
 */
export function FormActionBar(props: StackProps) {
  return (
    <HStack
      gap="3"
      wrap="wrap"
      position={{ base: 'sticky', md: 'static' }}
      // The main area's padding (3) would otherwise show the form scrolling by under the bar.
      bottom={{ base: '-3', md: 'auto' }}
      zIndex={{ base: 'sticky', md: 'auto' }}
      bg={{ base: 'bg', md: 'transparent' }}
      borderTopWidth={{ base: '1px', md: '0' }}
      mx={{ base: '-3', md: '0' }}
      px={{ base: '3', md: '0' }}
      py={{ base: '2', md: '0' }}
      mb={{ base: '-3', md: '0' }}
      data-testid="form-action-bar"
      {...props}
    />
  );
}

/** 44 px buttons on a phone (a primary action's tap target), the usual size above md. */
export const FORM_ACTION_SIZE = { base: 'lg', md: 'md' } as const;
