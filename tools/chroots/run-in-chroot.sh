#!/usr/bin/env bash
# Run a command inside a chroot made by tools/chroots/build-chroot.sh, with
# the repository visible (read-write) at /glassbox and used as the cwd.
#
# Usage: tools/chroots/run-in-chroot.sh SUITE CMD [ARGS...]
#   e.g. tools/chroots/run-in-chroot.sh sid python3.15 -m test.test_dis
#
# Inside the chroot: /proc, /sys, /dev/pts (a private devpts instance) and a
# tmpfs on /dev/shm are mounted, and the command runs as root with a clean
# environment (PATH, HOME, LANG, TERM, GLASSBOX_IN_CHROOT=1). Its exit status
# is returned. Must run as root.
#
# Mounts are made in a private mount namespace (unshare -m) when possible, so
# they are invisible to the host, concurrent runs cannot disturb each other,
# and the kernel drops them even if this script is killed. Without unshare the
# mounts are made in the host namespace, runs are serialised with a lock, and
# an EXIT trap unmounts them. Either way the trap unmounts on failure.
# GLASSBOX_CHROOT_NO_UNSHARE=1 forces the shared-namespace path (for testing).
#
# Fallback: if bind mounts are refused (some sandboxes), the repository is
# COPIED to /glassbox instead (top-level build*/ and .git/ excluded), runs are
# serialised, and the copy is deleted afterwards. The command then works on
# the copy: files it writes there do NOT come back to the repository.
set -euo pipefail

readonly CHROOT_ROOT="${GLASSBOX_CHROOT_ROOT:-/var/tmp/glassbox-chroots}"
readonly STAMP_NAME=".glassbox-chroot-stamp"
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
readonly REPO

log() { printf '[run-in-chroot] %s\n' "$*" >&2; }
die() { printf '[run-in-chroot] ERROR: %s\n' "$*" >&2; exit 1; }

usage() {  # the header comment above is the help text
  sed -n '2,/^set -euo/{/^#/s/^# \{0,1\}//p}' "$0" >&2
  exit 2
}

# Mount points we created, innermost last, for cleanup in reverse order.
MOUNTED=()
COPY_DIR=""   # set when the repository was copied in rather than bound
LOCKED=0

do_mount() {  # do_mount TARGET MOUNT-ARGS...
  local target="$1"; shift
  mount "$@" "$target" || return 1
  MOUNTED+=("$target")
}

unmount_all() {
  local i
  for ((i = ${#MOUNTED[@]} - 1; i >= 0; i--)); do
    umount "${MOUNTED[i]}" 2>/dev/null || umount -l "${MOUNTED[i]}" \
      || log "warning: could not unmount ${MOUNTED[i]}"
  done
  MOUNTED=()
  if [[ -n "$COPY_DIR" ]]; then
    find "$COPY_DIR" -mindepth 1 -delete 2>/dev/null || true
    COPY_DIR=""
  fi
}

# Serialise runs on this chroot (needed whenever runs would share state).
take_lock() {
  local dir="$1"
  (( LOCKED )) && return 0
  exec {lock_fd}>"$dir.lock"
  flock "$lock_fd"
  LOCKED=1
}

# A previous run killed in the host namespace may have left mounts behind;
# mounting on top would stack them, so take them down first. (In a private
# namespace this only tidies our own view of them.)
clear_stale_mounts() {
  local dir="$1" m
  for m in glassbox dev/shm dev/ptmx dev/pts sys proc; do
    while mountpoint -q "$dir/$m" 2>/dev/null; do
      log "removing stale mount $dir/$m"
      umount "$dir/$m" || umount -l "$dir/$m" || break
    done
  done
}

mount_system() {
  local dir="$1"
  do_mount "$dir/proc" -t proc proc
  do_mount "$dir/sys" -t sysfs sysfs
  # A private devpts instance; point /dev/ptmx at it so pty allocation works.
  do_mount "$dir/dev/pts" -t devpts -o newinstance,ptmxmode=0666,mode=620 devpts
  if [[ -e "$dir/dev/ptmx" && ! -L "$dir/dev/ptmx" ]]; then
    do_mount "$dir/dev/ptmx" --bind "$dir/dev/pts/ptmx"
  fi
  mkdir -p "$dir/dev/shm"
  do_mount "$dir/dev/shm" -t tmpfs -o mode=1777 tmpfs
}

# Bind the repository at /glassbox, or copy it there if binding is refused.
provide_repo() {
  local dir="$1"
  mkdir -p "$dir/glassbox"
  if do_mount "$dir/glassbox" --bind "$REPO" 2>/dev/null; then
    return 0
  fi
  log "bind mount refused; COPYING the repository to $dir/glassbox (writes will not come back)"
  take_lock "$dir"   # the copy lives on the chroot's disk, shared by all runs
  # Never empty a directory that is (still) the bound repository.
  mountpoint -q "$dir/glassbox" && die "$dir/glassbox is still a mount point; refusing to copy over it"
  COPY_DIR="$dir/glassbox"
  find "$dir/glassbox" -mindepth 1 -delete
  tar -C "$REPO" --exclude='./build*' --exclude='./.git' -cf - . \
    | tar -C "$dir/glassbox" -xf -
}

# True when unshare really gave us a new mount namespace: the parent passes its
# own namespace id in GLASSBOX_CHROOT_NS and we compare. Unsure means no.
in_private_namespace() {
  local self
  self=$(readlink /proc/self/ns/mnt 2>/dev/null) || return 1
  [[ -n "${GLASSBOX_CHROOT_NS:-}" && "$self" != "$GLASSBOX_CHROOT_NS" ]]
}

run_command() {
  local dir="$1"; shift
  chroot "$dir" /usr/bin/env -i \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" GLASSBOX_IN_CHROOT=1 \
    /bin/sh -c 'cd /glassbox && exec "$@"' sh "$@"
}

main() {
  [[ $# -ge 2 ]] || usage
  local suite="$1"; shift
  local dir="$CHROOT_ROOT/$suite"
  [[ $EUID -eq 0 ]] || die "must run as root (chroot and mount need it)"
  [[ -f "$dir/$STAMP_NAME" ]] \
    || die "no finished chroot at $dir; build it with: tools/chroots/build-chroot.sh $suite"

  # Re-exec once inside a private mount namespace if the system allows it
  # (the variable, our namespace id, also stops a second re-exec).
  if [[ -z "${GLASSBOX_CHROOT_NS:-}" && -z "${GLASSBOX_CHROOT_NO_UNSHARE:-}" ]] \
     && unshare --mount --propagation private true 2>/dev/null; then
    GLASSBOX_CHROOT_NS=$(readlink /proc/self/ns/mnt 2>/dev/null || echo unknown) \
      exec unshare --mount --propagation private "$0" "$suite" "$@"
  fi
  if ! in_private_namespace; then
    # Shared namespace: one run per chroot at a time, or unmounts would collide.
    take_lock "$dir"
  fi
  clear_stale_mounts "$dir"

  trap unmount_all EXIT
  trap 'exit 130' INT TERM
  mount_system "$dir" || die "could not mount /proc, /sys, /dev/pts or /dev/shm in $dir"
  provide_repo "$dir"

  local rc=0
  run_command "$dir" "$@" || rc=$?
  unmount_all
  return "$rc"
}

main "$@"
