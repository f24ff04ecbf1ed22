import { Box, Button, Flex, Grid, Stack, Text, type BoxProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import { ChevronDownIcon } from '../icons/icons'
import { Popover } from '../popover'
import type { IntroTab } from './intro-nav'
import { IntroLink } from './intro-link'

/**
 * One §2 introduction tab with a popover of grouped items (icon, name, sub-name). The header
 * owns which popover is open, so at most one is; a click outside and Escape close it, and
 * Escape returns the focus to the trigger. Content is built only while it is open.
 */
export function IntroTabPopover({ tab, active, open, onOpenChange }: { tab: IntroTab; active: boolean; open: boolean; onOpenChange(open: boolean): void }) {
  const { i18n } = useLingui()
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      placement="start"
      label={i18n._(tab.label)}
      panel={{ width: { base: 'calc(100vw - 32px)', md: 'auto' }, maxW: '2xl', p: { base: '3', md: '5' }, 'data-testid': `intro-popover-${tab.id}` } as BoxProps}
      trigger={
      <Button
        variant="ghost"
        size={{ base: 'xs', md: 'sm' }}
        height="auto"
        minH={{ base: '8', md: '9' }}
        aria-current={active ? 'page' : undefined}
        data-testid={`intro-tab-${tab.id}`}
        {...tabStyle(active)}
      >
        {i18n._(tab.label)}
        <ChevronDownIcon hideBelow="md" transform={open ? 'rotate(180deg)' : undefined} transition="transform 150ms" />
      </Button>
      }
    >
      <Grid templateColumns={{ base: '1fr', md: `repeat(${tab.groups?.length ?? 1}, minmax(0, 16rem))` }} gap={{ base: '3', md: '6' }}>
        {tab.groups?.map((group) => (
          <Stack key={group.id} gap="1" role="group" aria-labelledby={`intro-group-${group.id}`}>
            <Text id={`intro-group-${group.id}`} textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" px="2">
              {i18n._(group.title)}
            </Text>
            {group.items.map((item) => (
              <IntroLink
                key={item.id}
                path={item.path}
                onClick={() => onOpenChange(false)}
                display="flex"
                gap="3"
                alignItems="flex-start"
                p="2"
                borderRadius="md"
                color="fg"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <Flex boxSize="8" flexShrink={0} align="center" justify="center" borderRadius="md" bg="brand.subtle" color="brand.fg">
                  <item.icon boxSize="4" />
                </Flex>
                <Box minW="0">
                  <Text fontWeight="medium" textStyle="sm">
                    {i18n._(item.name)}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {i18n._(item.subName)}
                  </Text>
                </Box>
              </IntroLink>
            ))}
          </Stack>
        ))}
      </Grid>
    </Popover>
  )
}

/** Active tab: brand colour and an underline (not colour alone). */
export function tabStyle(active: boolean) {
  return {
    color: active ? 'brand.fg' : 'fg',
    fontWeight: active ? 'semibold' : 'medium',
    borderBottomWidth: '2px',
    borderBottomColor: active ? 'brand.solid' : 'transparent',
    borderRadius: 'none',
    px: { base: '1', md: '2', xl: '3' },
  } as const
}
