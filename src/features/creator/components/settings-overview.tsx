import { Badge, Box, Card, Grid, Heading, HStack, Image, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { tagSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListMyAgentMedia } from '@/api/generated/endpoints/my-agent/my-agent';
import type { MyAgentResponse } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { useI18nContext } from '@/i18n/i18n-react';
import { chatStyles } from '../forms/wizard-screens';
import { CardExportButton } from './card-export-button';
import { useLevelName } from './extroversion-levels';
import { editPath, mediaPath, sectionIds } from './settings-sections';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ tag: tagSlotRecipe });

const EditLink = ({ section, label }: { section: string; label: string }) => {
  const { LL } = useI18nContext();
  return (
    <Button asChild size="sm" variant="ghost">
      <RouterLink to={`${editPath}#${section}`} aria-label={LL.studio.settings.editSection({ section: label })}>
        {LL.studio.settings.editShort()}
      </RouterLink>
    </Button>
  );
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid templateColumns={{ base: '1fr', sm: '11rem minmax(0, 1fr)' }} gap={{ base: '1', sm: '4' }} py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
    <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
      {label}
    </Text>
    <Box as="dd" whiteSpace="pre-wrap" wordBreak="break-word">
      {children}
    </Box>
  </Grid>
);

const Rows = ({ children }: { children: ReactNode }) => <Box as="dl">{children}</Box>;

const Empty = () => {
  const { LL } = useI18nContext();
  return <Text color="fg.muted">{LL.studio.settings.none()}</Text>;
};

const TextItems = ({ items, testId }: { items: readonly string[]; testId: string }) =>
  items.length === 0 ? (
    <Empty />
  ) : (
    <Stack as="ul" gap="2" listStyleType="none" data-testid={testId}>
      {items.map((item, i) => (
        <Box as="li" key={i} borderStartWidth="3px" borderColor="primary.solid" ps="3" whiteSpace="pre-wrap" wordBreak="break-word">
          {item}
        </Box>
      ))}
    </Stack>
  );

/** Every setting of the twin, grouped as the edit form is, each group with its way to edit. */
export const SettingsOverview = ({ mine }: { mine: MyAgentResponse }) => {
  const { LL } = useI18nContext();
  const levelName = useLevelName();
  const media = useListMyAgentMedia({ query: { staleTime: 30_000 } });
  const { agent, settings } = mine;
  const s = LL.studio.settings;
  const sections = s.sections;
  const published = agent.isPublished;
  const mediaItems = media.data?.items ?? [];

  return (
    <Stack gap="6" data-testid="settings-overview">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {s.heading()}
        </Heading>
        <Text color="fg.muted">{s.intro()}</Text>
      </Stack>

      <Card.Root variant="elevated" data-testid="settings-hero" overflow="hidden">
        <Box h="16" bgGradient="to-r" gradientFrom="primary.muted" gradientTo="primary.subtle" aria-hidden="true" />
        <Card.Body pt="0">
          <Stack direction={{ base: 'column', md: 'row' }} gap="5" align={{ base: 'flex-start', md: 'flex-end' }} mt="-10">
            <Box borderRadius="full" borderWidth="4px" borderColor="bg.panel" bg="bg.panel">
              <Avatar name={agent.displayName} src={agent.avatarUrl} size="2xl" role="img" aria-label={s.currentImage()} />
            </Box>
            <Stack gap="1" flex="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Heading as="h2" size="xl" data-testid="settings-display-name">
                  {agent.displayName}
                </Heading>
                <Badge colorPalette={published ? 'success' : 'warning'} variant="solid" data-testid="agent-status">
                  {published ? LL.studio.myAgent.status.published() : LL.studio.myAgent.status.draft()}
                </Badge>
              </HStack>
              <Text color="fg.muted">@{agent.name}</Text>
              <Text fontSize="sm">{published ? LL.studio.myAgent.publishedHint() : LL.studio.myAgent.draftHint()}</Text>
            </Stack>
            <HStack gap="2" flexWrap="wrap">
              <Button asChild>
                <RouterLink to={editPath}>{s.edit()}</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={mediaPath}>{s.manageMedia()}</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Stack gap="5">
        <SectionCard id={`overview-${sectionIds.identity}`} title={sections.identity()} action={<EditLink section={sectionIds.identity} label={sections.identity()} />}>
          <Rows>
            <Row label={LL.creator.basic.displayName()}>{agent.displayName}</Row>
            <Row label={LL.creator.basic.bio()}>{agent.bio || <Empty />}</Row>
            <Row label={s.profileImage()}>
              <HStack gap="3">
                <Avatar name={agent.displayName} src={agent.avatarUrl} size="sm" />
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={`${editPath}#${sectionIds.image}`}>{s.changeImage()}</RouterLink>
                </Button>
              </HStack>
            </Row>
          </Rows>
        </SectionCard>

        <SectionCard id={`overview-${sectionIds.personality}`} title={sections.personality()} action={<EditLink section={sectionIds.personality} label={sections.personality()} />}>
          <Rows>
            <Row label={LL.creator.extroversion.label()}>
              <Text as="span" data-testid="overview-extroversion">
                {levelName(settings.extroversion.level)}
              </Text>
            </Row>
            <Row label={LL.creator.personality.traits()}>
              <Wrap gap="1.5">
                {settings.personality.traits.map((t) => (
                  <Tag.Root key={t} colorPalette="primary" variant="subtle">
                    <Tag.Label>{LL.creator.personality.traitNames[t]()}</Tag.Label>
                  </Tag.Root>
                ))}
              </Wrap>
            </Row>
            <Row label={LL.creator.personality.description()}>{settings.personality.description || <Empty />}</Row>
            <Row label={s.expressionShort()}>{settings.personality.expression || <Empty />}</Row>
            <Row label={s.notesShort()}>{settings.personality.notes || <Empty />}</Row>
          </Rows>
        </SectionCard>

        <SectionCard id={`overview-${sectionIds.expressions}`} title={sections.expressions()} action={<EditLink section={sectionIds.expressions} label={sections.expressions()} />}>
          <Rows>
            <Row label={LL.creator.emoji.heading()}>
              {settings.emoji.emojis.length === 0 ? (
                <Empty />
              ) : (
                <Text as="span" fontSize="xl" letterSpacing="0.15em" data-testid="overview-emojis">
                  {settings.emoji.emojis.join(' ')}
                </Text>
              )}
            </Row>
            <Row label={LL.creator.emoji.frequency()}>{LL.creator.emoji.frequencies[settings.emoji.frequency]()}</Row>
            <Row label={s.reactionsShort()}>
              {settings.reaction.reactions.length === 0 ? (
                <Empty />
              ) : (
                <Wrap gap="1.5" data-testid="overview-reactions">
                  {settings.reaction.reactions.map((r) => (
                    <Tag.Root key={r} variant="outline">
                      <Tag.Label>{r}</Tag.Label>
                    </Tag.Root>
                  ))}
                </Wrap>
              )}
            </Row>
          </Rows>
        </SectionCard>

        <SectionCard id={`overview-${sectionIds.welcome}`} title={sections.welcome()} action={<EditLink section={sectionIds.welcome} label={sections.welcome()} />}>
          <Box bg="primary.subtle" color="primary.fg" borderRadius="l3" borderTopStartRadius="0" px="4" py="3" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="overview-welcome">
            {settings.welcomeMessage.text}
          </Box>
        </SectionCard>

        <SectionCard id={`overview-${sectionIds.knowledge}`} title={sections.knowledge()} action={<EditLink section={sectionIds.knowledge} label={sections.knowledge()} />}>
          <Stack gap="4">
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {LL.creator.mustKnow.heading()}
              </Heading>
              <TextItems items={settings.mustKnowInfo.items} testId="overview-must-know" />
            </Stack>
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {LL.creator.prohibited.heading()}
              </Heading>
              <TextItems items={settings.prohibitedTopics.items} testId="overview-topics" />
            </Stack>
          </Stack>
        </SectionCard>

        <SectionCard id={`overview-${sectionIds.pricing}`} title={sections.pricing()} action={<EditLink section={sectionIds.pricing} label={sections.pricing()} />}>
          <ColumnGrid columns={2} gap="3">
            <Stack gap="0" borderWidth="1px" borderRadius="l2" p="3">
              <Text fontSize="sm" color="fg.muted">
                {s.messagePrice()}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold" data-testid="overview-price">
                {LL.format.points({ count: settings.messagePrice })}
              </Text>
            </Stack>
            <Stack gap="0" borderWidth="1px" borderRadius="l2" p="3">
              <Text fontSize="sm" color="fg.muted">
                {s.freeMessages()}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold" data-testid="overview-free">
                {settings.freeMessages}
              </Text>
            </Stack>
          </ColumnGrid>
        </SectionCard>

        <SectionCard id={`overview-${sectionIds.examples}`} title={sections.examples()} description={s.examplesHelp()}>
          <Stack as="ul" gap="2" listStyleType="none">
            {chatStyles.map((style) => {
              const count = settings.chatExamples[style]?.examples.length ?? 0;
              return (
                <HStack as="li" key={style} justify="space-between" borderBottomWidth="1px" pb="2">
                  <Text>{LL.creator.onboarding.chatStyles[style]()}</Text>
                  <Text color={count ? 'fg' : 'fg.muted'} fontSize="sm">
                    {LL.studio.settings.exampleCount({ count })}
                  </Text>
                </HStack>
              );
            })}
          </Stack>
        </SectionCard>

        <SectionCard
          id={`overview-${sectionIds.media}`}
          title={sections.media()}
          description={LL.studio.settings.mediaCount({ count: mediaItems.length })}
          action={
            <Button asChild size="sm" variant="ghost">
              <RouterLink to={mediaPath}>{s.manageMedia()}</RouterLink>
            </Button>
          }
        >
          {mediaItems.length > 0 ? (
            <ColumnGrid columns={4} gap="2" aria-hidden="true">
              {mediaItems.slice(0, 4).map((m) => (
                <Image key={m.id} src={m.thumbnailUrl} alt="" aspectRatio="1" objectFit="cover" borderRadius="l2" />
              ))}
            </ColumnGrid>
          ) : null}
        </SectionCard>
      </Stack>

      <SectionCard id="character-card" title={s.cardHeading()} description={LL.creator.card.exportHelp()}>
        <HStack gap="3" flexWrap="wrap">
          <CardExportButton agent={agent} settings={settings} />
          <Button asChild variant="ghost">
            <RouterLink to={`${editPath}#character-card`}>{LL.creator.card.import()}</RouterLink>
          </Button>
        </HStack>
      </SectionCard>
    </Stack>
  );
};
