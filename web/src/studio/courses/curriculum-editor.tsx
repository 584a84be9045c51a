import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { studioCoursesApi, type StudioCourse } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { useAnnouncer } from '../../components/live-region';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage, serverFieldErrors } from '../api/field-errors';
import { studioKeys } from '../api/studio-keys';
import { moved } from '../common/reorder';
import { PlusIcon } from '../common/studio-icons';
import { useMarkUnsaved } from '../common/unsaved-changes';
import { useDragRows } from '../common/use-drag-rows';
import { useReorderFocus, type ReorderControl } from '../common/use-reorder-focus';
import { focusField } from '../common/focus-field';
import { useStudioT } from '../i18n/studio-i18n';
import { CurriculumSection } from './curriculum-section';
import {
  comparableCurriculum,
  curriculumBody,
  dropItemOn,
  moveItem,
  moveSection,
  placeOf,
  sectionsOf,
  withNewItems,
  type SectionDraft,
} from './curriculum-model';
import formStyles from '../common/studio-form.module.css';
import reorderStyles from '../common/reorder.module.css';
import styles from './curriculum.module.css';

/**
 * The curriculum: sections and their items in order, moved by drag and drop or by the keyboard (each
 * move read out), sections renamed and added, items added; saved together (`studio.courses.curriculum`).
 */
export function CurriculumEditor({ course }: { course: StudioCourse }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { announce, region } = useAnnouncer();
  const instructionsId = useId();
  const container = useRef<HTMLDivElement>(null);
  const keepFocus = useReorderFocus(container);
  const newKeys = useRef(0);
  const [saved, setSaved] = useState(() => sectionsOf(course));
  const [sections, setSections] = useState(saved);
  const [held, setHeld] = useState<SectionDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const editable = course.may_edit;
  const dirty = comparableCurriculum(sections) !== comparableCurriculum(saved);
  useMarkUnsaved(`curriculum-${course.id}`, dirty && editable);

  const sectionName = (section: SectionDraft, index: number) =>
    section.title.trim() || t('curriculum.untitled', { position: index + 1 });
  const tellItem = (id: number, next: SectionDraft[]) => {
    const { section, index } = placeOf(next, id);
    const one = next[section]!;
    announce(
      t('curriculum.itemMoved', {
        name: one.items[index]!.title,
        section: sectionName(one, section),
        position: index + 1,
        total: one.items.length,
      }),
    );
  };
  const tellSection = (key: string, next: SectionDraft[]) => {
    const index = next.findIndex((section) => section.key === key);
    announce(
      t('reorder.moved', { name: sectionName(next[index]!, index), position: index + 1, total: next.length }),
    );
  };

  const onMoveItem = (id: number, delta: -1 | 1, control: ReorderControl) => {
    const next = moveItem(sections, id, delta);
    keepFocus(`i${id}`, control);
    setSections(next);
    tellItem(id, next);
  };
  const onMoveSection = (key: string, delta: -1 | 1, control: ReorderControl) => {
    const next = moveSection(sections, key, delta);
    keepFocus(key, control);
    setSections(next);
    tellSection(key, next);
  };
  const onGrab = (name: string, position: number, total: number) => (phase: 'grab' | 'drop' | 'cancel') => {
    if (phase === 'grab') {
      setHeld(sections);
      announce(t('reorder.grabbed', { name, position, total }));
    } else if (phase === 'drop') {
      setHeld(null);
      announce(t('reorder.dropped', { name, position, total }));
    } else {
      if (held) setSections(held);
      setHeld(null);
      announce(t('reorder.cancelled', { name }));
    }
  };

  const dragItem = useDragRows(
    'item',
    (from, to) => {
      const id = Number(from.slice(1));
      const next = dropItemOn(sections, id, Number(to.slice(1)));
      setSections(next);
      tellItem(id, next);
    },
    editable,
  );
  const dragSection = useDragRows(
    'section',
    (from, to) => {
      const fromIndex = sections.findIndex((section) => section.key === from);
      const toIndex = sections.findIndex((section) => section.key === to);
      const next = moved(sections, fromIndex, toIndex);
      setSections(next);
      tellSection(from, next);
    },
    editable,
  );

  const change = (key: string, next: Partial<SectionDraft>) =>
    setSections((current) =>
      current.map((section) => (section.key === key ? { ...section, ...next } : section)),
    );
  const addSection = () => {
    const key = `new-${++newKeys.current}`;
    setSections((current) => [...current, { key, title: '', description: '', items: [] }]);
    requestAnimationFrame(() =>
      container.current?.querySelector<HTMLInputElement>(`[data-section-title="${key}"]`)?.focus(),
    );
  };

  const save = async () => {
    const found: Record<string, string> = {};
    sections.forEach((section, index) => {
      if (!section.title.trim()) found[`sections.${index}.title`] = t.problem({ code: 'studio.required' });
    });
    if (Object.keys(found).length === 0) {
      setPending(true);
      const result = await api.call(studioCoursesApi.saveCurriculum, {
        params: { id: course.id },
        body: curriculumBody(sections),
      });
      setPending(false);
      if (result.ok) {
        const next = sectionsOf(result.data.data);
        queryClient.setQueryData(studioKeys.course(course.id), result.data.data);
        setSaved(next);
        setSections(next);
        setErrors({});
        setRefusal(null);
        toast.show({ tone: 'success', message: result.data.message });
        return;
      }
      const fields = serverFieldErrors(result);
      if (!fields) {
        toast.show({ tone: 'error', message: failureMessage(result, t('general.saveFailed')) });
        return;
      }
      Object.assign(found, fields);
      setRefusal(failureMessage(result, t.problem({ code: 'studio.invalid' })));
    }
    setErrors(found);
    const first = Object.keys(found)
      .map((path) => /^sections\.(\d+)\.title$/.exec(path)?.[1])
      .find((index) => index !== undefined);
    const key = first === undefined ? undefined : sections[Number(first)]?.key;
    if (key) focusField(container.current?.querySelector<HTMLInputElement>(`[data-section-title="${key}"]`));
  };

  const itemCreated = (created: StudioCourse) => {
    queryClient.setQueryData(studioKeys.course(course.id), created);
    setSections((current) => withNewItems(current, created));
    setSaved((current) => withNewItems(current, created));
  };

  return (
    <div ref={container} className={styles.editor}>
      {editable ? (
        <p id={instructionsId} className={reorderStyles.instructions}>
          {t('curriculum.instructions')}
        </p>
      ) : null}
      {errors.sections ? <p className={styles.error}>{errors.sections}</p> : null}
      {sections.map((section, index) => {
        const { className, ...drag } = dragSection(section.key);
        return (
          <CurriculumSection
            key={section.key}
            section={section}
            index={index}
            count={sections.length}
            sections={sections}
            name={sectionName(section, index)}
            editable={editable}
            instructionsId={instructionsId}
            titleError={errors[`sections.${index}.title`]}
            className={className}
            drag={drag}
            dragItem={dragItem}
            onChange={(next) => change(section.key, next)}
            onMoveSection={(delta, control) => onMoveSection(section.key, delta, control)}
            onMoveItem={onMoveItem}
            onGrab={onGrab}
            courseId={course.id}
            onItemCreated={itemCreated}
          />
        );
      })}
      {editable ? (
        <>
          <Button
            variant="secondary"
            icon={<PlusIcon size={20} />}
            className={styles.addSection}
            onClick={addSection}
          >
            {t('curriculum.addSection')}
          </Button>
          <div className={formStyles.saveBar}>
            <Button disabled={!dirty || pending} onClick={() => void save()}>
              {pending ? t('general.saving') : t('curriculum.save')}
            </Button>
            <Button
              variant="ghost"
              disabled={!dirty || pending}
              onClick={() => {
                setSections(saved);
                setErrors({});
                setRefusal(null);
              }}
            >
              {t('general.revert')}
            </Button>
            {refusal ? (
              <p className={formStyles.refusal} role="alert">
                {refusal}
              </p>
            ) : (
              <p className={formStyles.saveNote} aria-live="polite">
                {dirty ? t('general.unsavedNote') : t('general.allSaved')}
              </p>
            )}
          </div>
        </>
      ) : null}
      {region}
    </div>
  );
}
