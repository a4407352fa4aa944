// The made-up contact messages: requests for an event of each of the form's event types, written
// in French from a few templates, made some weeks before the event by season, and answered once
// a few weeks old.

import type { contact_messages } from "~/db/schema";
import { CONTACT_LIMITS, CONTACT_SERVICES, type EVENT_TYPES } from "~/contact/contact-options";
import { isoFromDayNumber, type IsoDate } from "~/lib/calendar-dates";
import { Random } from "./random";
import { frenchDate, frenchNumber } from "./french-format";
import { historyId, historyKey } from "./history-ids";
import { DAY_MINUTES, historyWindow, MINUTE, minuteOfDay, tunisTime } from "./history-window";
import { daySampler, requestDay, type EventKind } from "./seasons";
import { makePerson, PLACE_WEIGHTS, PLACES, type CompanyGroup } from "./people";

type EventType = (typeof EVENT_TYPES)[number];
type MessageProfile = { kind: EventKind; share: number; guests: readonly [number, number]; services: readonly (typeof CONTACT_SERVICES)[number][]; companies: readonly CompanyGroup[] | null };

const MESSAGE_PROFILES: Record<EventType, MessageProfile> = {
  "Congrès médical": { kind: "congres", share: 22, guests: [80, 1_200], services: ["Événements médicaux", "Son et lumière", "Captation vidéo", "Logistique événementielle", "Stands et décoration"], companies: ["medical"] },
  "Séminaire d'entreprise": { kind: "seminaire", share: 20, guests: [15, 250], services: ["Événements corporate", "Location d'équipements", "Son et lumière", "Logistique événementielle"], companies: ["corporate", "hotels"] },
  Mariage: { kind: "mariage", share: 25, guests: [80, 700], services: ["Son et lumière", "Stands et décoration", "Animation et divertissement", "Location d'équipements"], companies: null },
  "Soirée de gala": { kind: "gala", share: 10, guests: [100, 900], services: ["Événements corporate", "Son et lumière", "Animation et divertissement", "Stands et décoration"], companies: ["corporate", "hotels", "medical"] },
  "Lancement de produit": { kind: "lancement", share: 8, guests: [40, 500], services: ["Événements corporate", "Stands et décoration", "Captation vidéo", "Son et lumière"], companies: ["corporate", "medical"] },
  "Événement digital ou hybride": { kind: "digital", share: 7, guests: [50, 3_000], services: ["Captation vidéo", "Événements corporate", "Événements médicaux", "Logistique événementielle"], companies: ["medical", "corporate"] },
  Autre: { kind: "prive", share: 8, guests: [10, 300], services: [...CONTACT_SERVICES], companies: null },
};

const SPECIALTIES = ["cardiologie", "pédiatrie", "diabétologie", "ophtalmologie", "radiologie", "dermatologie", "gynécologie", "pneumologie", "anesthésie-réanimation"] as const;

const MESSAGE_BODIES: Record<EventType, readonly string[]> = {
  "Congrès médical": [
    "nous organisons le {n}e congrès national de {specialty} à {city}{date} et attendons environ {guests} participants.",
    "notre société savante prépare ses journées annuelles de {specialty}{date} à {city} (environ {guests} congressistes, une plénière et trois ateliers).",
    "nous cherchons un partenaire pour la logistique et la technique d'un symposium de {specialty}{date}, environ {guests} médecins.",
  ],
  "Séminaire d'entreprise": [
    "nous organisons un séminaire de {guests} collaborateurs à {city}{date} et avons besoin de sonorisation et de vidéoprojection.",
    "notre direction prépare sa convention annuelle{date} à {city} pour {guests} personnes, avec des ateliers en sous-groupes.",
  ],
  Mariage: [
    "nous nous marions{date} à {city} et attendons environ {guests} invités ; nous aimerions une belle mise en lumière et un DJ.",
    "je prépare le mariage de ma sœur{date} à {city} ({guests} invités) : sonorisation, éclairage et mobilier pour la soirée.",
    "pour notre mariage{date} dans un jardin à {city}, nous cherchons une piste de danse, des guirlandes et une sonorisation pour {guests} personnes.",
  ],
  "Soirée de gala": [
    "nous organisons notre soirée de gala annuelle{date} à {city} pour {guests} invités, avec dîner, remise de trophées et soirée dansante.",
    "notre association prépare un dîner de gala caritatif{date} à {city}, environ {guests} convives.",
  ],
  "Lancement de produit": [
    "nous lançons un nouveau produit{date} à {city} et prévoyons une présentation devant {guests} invités et la presse.",
    "pour le lancement de notre nouvelle gamme{date}, nous cherchons un écran LED, une scène et une sonorisation pour {guests} personnes.",
  ],
  "Événement digital ou hybride": [
    "nous préparons un webinaire hybride{date} depuis {city} : une centaine de personnes en salle et environ {guests} en ligne.",
    "nous souhaitons diffuser en direct notre conférence{date} à {city} (environ {guests} participants à distance).",
  ],
  Autre: [
    "nous organisons un événement{date} à {city} pour environ {guests} personnes et aimerions connaître vos formules.",
    "je souhaite louer du matériel pour une fête familiale{date} à {city} ({guests} personnes).",
    "pour la fête de fin d'année de notre école{date} à {city}, nous cherchons une scène et une sonorisation ({guests} personnes).",
  ],
};

const GREETINGS = ["Bonjour,", "Bonjour Madame, Monsieur,", "Bonsoir,", "Bonjour à toute l'équipe d'Imagine,", "Madame, Monsieur,"] as const;
const REQUESTS = [
  "Pourriez-vous nous adresser un devis détaillé ?",
  "Merci de nous indiquer vos disponibilités et vos tarifs.",
  "Nous aimerions vous rencontrer pour en discuter.",
  "Pouvez-vous nous rappeler dès que possible ?",
  "Quel budget faut-il prévoir pour ce type de prestation ?",
] as const;
const CLOSINGS = ["Cordialement,", "Bien cordialement,", "Merci d'avance,", "Bien à vous,"] as const;

export type NewMessage = typeof contact_messages.$inferInsert & { id: string; event_type: string; status: string; created_at: Date; updated_at: Date };

/**
 * `count` contact messages: an event day drawn over the window by season and event type, the
 * message written some weeks before it (never after the night before `today`). Answered
 * ('handled') once older than a few weeks, mostly still 'new' in the last three weeks.
 */
export function* generateMessages(input: { seed: number; run: number; count: number; today: IsoDate }): Generator<NewMessage> {
  if (input.count === 0) return;
  const window = historyWindow(input.today);
  const random = new Random(input.seed, `messages/${input.run}`);
  const byKind = new Map<EventKind, EventType[]>();
  const shares: Partial<Record<EventKind, number>> = {};
  for (const [type, profile] of Object.entries(MESSAGE_PROFILES) as [EventType, MessageProfile][]) {
    byKind.set(profile.kind, [...(byKind.get(profile.kind) ?? []), type]);
    shares[profile.kind] = (shares[profile.kind] ?? 0) + profile.share;
  }
  const sampler = daySampler(window, shares);
  for (let index = 0; index < input.count; index++) {
    const { day, kind } = sampler.sample(random);
    const type = random.pick(byKind.get(kind)!);
    const profile = MESSAGE_PROFILES[type];
    const createdDay = requestDay(random, window, day, random.int(10, 120));
    const createdAt = tunisTime(createdDay, minuteOfDay(random));
    const person = makePerson(random, profile.companies && random.chance(0.85) ? profile.companies : null);
    const place = PLACES[Number(random.weighted(PLACE_WEIGHTS))]!;
    const guests = random.int(profile.guests[0], profile.guests[1]);
    const eventDate = random.chance(0.85) ? isoFromDayNumber(day) : null;
    const services = CONTACT_SERVICES.filter((service) => profile.services.includes(service) && random.chance(0.45));
    if (services.length === 0) services.push(random.pick(profile.services));
    const body = random
      .pick(MESSAGE_BODIES[type])
      .replace("{n}", String(random.int(8, 35)))
      .replace("{specialty}", random.pick(SPECIALTIES))
      .replace("{city}", place.city.replace(/, Tunis$/, ""))
      .replace("{guests}", frenchNumber(guests))
      .replace("{date}", eventDate ? ` le ${frenchDate(eventDate)}` : random.pick(["", " (date encore à fixer)"]));
    const signature = `${person.first_name} ${person.last_name}${person.company ? `\n${person.company}` : ""}`;
    const message = `${random.pick(GREETINGS)}\n\n${body.charAt(0).toUpperCase()}${body.slice(1)} ${random.pick(REQUESTS)}\n\n${random.pick(CLOSINGS)}\n${signature}`;
    const age = window.todayDay - createdDay;
    const handled = age > 21 ? random.chance(0.94) : random.chance(age > 7 ? 0.5 : 0.15);
    const answeredAt = handled ? Math.min(createdAt + random.int(20, 3 * DAY_MINUTES) * MINUTE, window.cutoff.getTime() - MINUTE) : createdAt;
    yield {
      id: historyId(input.seed, input.run, "contact_messages", index),
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      phone: random.chance(0.85) ? person.phone : null,
      event_type: type,
      services,
      event_date: eventDate,
      guest_count: random.chance(0.85) ? Math.min(guests, CONTACT_LIMITS.guestMax) : null,
      message: message.slice(0, CONTACT_LIMITS.messageMax),
      status: handled ? "handled" : "new",
      user_id: null,
      idempotency_key: historyKey(input.run, index),
      created_at: new Date(createdAt),
      updated_at: new Date(Math.max(createdAt, answeredAt)),
    };
  }
}
