import { useEffect } from 'react'
import { useNavigation } from 'react-router'
import { useStore } from '~/state/use-store'
import { finishLoading, loadingBar, startLoading } from '~/state/loading-bar'

/** The navigation loading bar (spec §4), driven by React Router's navigation state. */
export function LoadingBar() {
  const navigation = useNavigation()
  const visible = useStore(loadingBar, (state) => state.visible)
  const percent = useStore(loadingBar, (state) => state.percent)
  const failed = useStore(loadingBar, (state) => state.failed)
  const busy = navigation.state !== 'idle'

  useEffect(() => {
    if (busy) startLoading()
    else finishLoading()
  }, [busy])

  return (
    <div
      aria-hidden="true"
      className={`fixed top-0 left-0 z-[60] h-0.5 transition-[width,opacity] duration-100 ${failed ? 'bg-red-600' : 'bg-stone-900'} ${
        visible ? 'opacity-100' : 'opacity-0'
      }`}
      style={{ width: `${percent}%` }}
    />
  )
}
