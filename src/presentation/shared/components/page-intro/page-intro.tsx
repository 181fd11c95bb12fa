import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

export interface PageIntroProps {
  /** The page's one h1. */
  title: string;
  /** One or more lead paragraphs under the title. */
  lead?: ReactNode | readonly string[];
}

/** The top of every content page: its single h1 and a short lead that says what it is for. */
export function PageIntro({ title, lead }: PageIntroProps) {
  const paragraphs = Array.isArray(lead) ? (lead as readonly string[]) : lead === undefined ? [] : [lead];
  return (
    <Box display="flex" flexDirection="column" as="header" gap="3" maxW="3xl">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="shorter">
        {title}
      </Heading>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {paragraph}
        </Text>
      ))}
    </Box>
  );
}
