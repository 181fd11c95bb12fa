import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { ClockIcon } from '@/presentation/shared/components/icons/icons';
import { inactivityMessages } from '@/presentation/shared/session/inactivity.messages';

export interface InactivityNoticeProps {
  title: string;
  messages: readonly string[];
  /**
   * 'status' for the early notice (polite), 'alert' when the person must act now or has
   * already been signed out (assertive).
   */
  role: 'status' | 'alert';
  tone: 'warning' | 'danger';
}

/**
 * The content of the small 600×200 windows the inactivity timers open (docs/identity.md).
 * Compact on purpose: icon, one heading, a sentence or two and 'Cerrar', with no scrolling.
 */
export function InactivityNotice({ title, messages, role, tone }: InactivityNoticeProps) {
  const navigate = useNavigate();

  const close = () => {
    window.close();
    // Browsers only let scripts close windows that scripts opened. Someone who reached
    // this address another way would otherwise press a button that does nothing.
    if (!window.closed) navigate('/', { replace: true });
  };

  return (
    // No height or padding of its own: the bare layout's padding is all a 200 px window can spare.
    <Flex justify="center">
      <Flex role={role} gap="4" align="flex-start" maxW="xl" w="full">
        <Box
          flexShrink={0}
          color={tone === 'danger' ? 'fg.error' : 'fg.warning'}
          bg={tone === 'danger' ? 'red.50' : 'orange.50'}
          borderRadius="full"
          p="2"
          display={{ base: 'none', sm: 'block' }}
        >
          <ClockIcon boxSize="8" />
        </Box>
        <Stack gap="1.5" minW="0" flex="1">
          <Heading as="h1" size="lg" lineHeight="short">
            {title}
          </Heading>
          {messages.map((message) => (
            <Text key={message} fontSize="sm">
              {message}
            </Text>
          ))}
          <Box pt="1">
            <Button size="sm" minH="8" onClick={close}>
              {inactivityMessages.close}
            </Button>
          </Box>
        </Stack>
      </Flex>
    </Flex>
  );
}
