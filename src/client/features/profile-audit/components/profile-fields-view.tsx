import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuditKindFields } from '../lib/kinds';
import { fieldLabel, fieldValueText } from './field-value';

/** The submitted profile, read only, labelled as the owner's maintenance screen labels it. */
export function ProfileFieldsView({
  kind,
  profile,
}: {
  kind: AuditKindFields;
  profile: Record<string, unknown>;
}) {
  const { t } = useTranslation(['profile-audit', kind.ns, 'codes']);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="audit-profile-fields">
      {kind.fields.map((field) => (
        <Box key={field} data-testid={`audit-field-${field}`}>
          <Text fontSize="sm" color="fg.muted">
            {fieldLabel(t, kind, field)}
          </Text>
          <Text whiteSpace="pre-wrap">{fieldValueText(t, kind, field, profile[field])}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
