#!/usr/bin/env bash
# Build a Debian chroot that glassbox's tests use to get interpreters the host
# (Debian bookworm) does not ship: Python 3.14/3.15 from sid, 3.13 from trixie,
# and optionally PyTorch (for torch.compile / inductor bytecode).
#
# Usage: tools/chroots/build-chroot.sh SUITE [--with-torch] [--with-inductor]
#   SUITE            sid | trixie
#   --with-torch     also install python3-torch, g++ and pytest (with xdist),
#                    enough for the eager and aot_eager backends and for running
#                    tests/python/test_dynamo_*.py inside the chroot
#   --with-inductor  also install what inductor needs to compile kernels
#                    (implies --with-torch)
#
# The chroot lives OUTSIDE the repository, in
#   ${GLASSBOX_CHROOT_ROOT:-/var/tmp/glassbox-chroots}/SUITE
# Environment overrides: GLASSBOX_CHROOT_ROOT, GLASSBOX_DEBIAN_MIRROR.
#
# The script is idempotent: a finished build leaves a stamp file listing the
# installed package set. Re-running with a set already covered by the stamp
# exits at once; asking for more packages installs only the missing ones; a
# directory without a stamp is an interrupted build and is rebuilt from scratch.
# Must run as root (debootstrap, chroot and mount need it).
# Use tools/chroots/run-in-chroot.sh to run commands inside the result.
set -euo pipefail

readonly CHROOT_ROOT="${GLASSBOX_CHROOT_ROOT:-/var/tmp/glassbox-chroots}"
readonly STAMP_NAME=".glassbox-chroot-stamp"

log() { printf '[build-chroot] %s\n' "$*" >&2; }
die() { printf '[build-chroot] ERROR: %s\n' "$*" >&2; exit 1; }

usage() {  # the header comment above is the help text
  sed -n '2,/^set -euo/{/^#/s/^# \{0,1\}//p}' "$0" >&2
  exit 2
}

# --- arguments ---------------------------------------------------------------
SUITE=""
WITH_TORCH=0
WITH_INDUCTOR=0
parse_args() {
  [[ $# -ge 1 ]] || usage
  for arg in "$@"; do
    case "$arg" in
      sid|trixie) SUITE="$arg" ;;
      --with-torch) WITH_TORCH=1 ;;
      --with-inductor) WITH_TORCH=1; WITH_INDUCTOR=1 ;;
      -h|--help) usage ;;
      *) die "unknown argument '$arg' (SUITE must be sid or trixie)" ;;
    esac
  done
  [[ -n "$SUITE" ]] || die "no SUITE given (sid or trixie)"
}

# --- package sets --------------------------------------------------------------
# Packages marked '?' are optional: installed only if the suite has them
# (python3.15 may not have reached sid yet, or may have been dropped).
package_list() {
  case "$SUITE" in
    sid)    echo python3.14 libpython3.14-testsuite python3.14-venv \
                 '?python3.15' '?libpython3.15-testsuite' '?python3.15-venv' ;;
    trixie) echo python3.13 libpython3.13-testsuite python3.13-venv ;;
  esac
  if (( WITH_TORCH )); then echo python3-torch g++ python3-pytest python3-pytest-xdist; fi
  if (( WITH_INDUCTOR )); then echo python3-setuptools python3-dev libtorch-dev; fi
}

# --- host side -----------------------------------------------------------------
ensure_host_tools() {
  [[ $EUID -eq 0 ]] || die "must run as root (debootstrap/chroot/mount need it)"
  if ! command -v debootstrap >/dev/null; then
    log "installing debootstrap on the host"
    apt-get update -qq && apt-get install -y -qq debootstrap debian-archive-keyring \
      || die "could not install debootstrap"
  fi
}

# Use the Debian mirror the host's apt already uses: in some sandboxes only
# that archive is reachable. Security/updates entries are skipped.
detect_mirror() {
  if [[ -n "${GLASSBOX_DEBIAN_MIRROR:-}" ]]; then echo "$GLASSBOX_DEBIAN_MIRROR"; return; fi
  local m
  m=$( { grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}'
         grep -hs '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
           | sed 's/\[[^]]*\]//' | awk '{print $2}'; } \
       | grep -E '/debian/?$' | head -n1 || true)
  echo "${m:-http://deb.debian.org/debian}"
}

# Refuse to delete a directory with anything mounted below it: run-in-chroot
# bind-mounts the repository inside, and rm -rf would wipe it.
assert_nothing_mounted() {
  local dir="$1"
  if awk -v d="$dir/" 'index($2"/", d) == 1 {found=1} END {exit !found}' /proc/mounts; then
    die "something is still mounted under $dir (see /proc/mounts); unmount it first"
  fi
}

# --- inside the chroot ----------------------------------------------------------
# apt needs /proc; mount it for the install and always take it down again.
with_proc() {
  local dir="$1"; shift
  mount -t proc proc "$dir/proc"
  trap 'umount "'"$dir"'/proc" 2>/dev/null || true' EXIT
  "$@"
  umount "$dir/proc"; trap - EXIT
}

in_chroot() {
  local dir="$1"; shift
  chroot "$dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
    LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"
}

configure_apt() {
  local dir="$1" mirror="$2"
  echo "deb $mirror $SUITE main" > "$dir/etc/apt/sources.list"
  # Recommends would pull in hundreds of MB (docs, compilers) we do not use.
  cat > "$dir/etc/apt/apt.conf.d/90glassbox" <<CONF
APT::Install-Recommends "false";
APT::Install-Suggests "false";
Acquire::Languages "none";
CONF
  # sid's Release file is only valid for a week and the machine clock may be
  # past it (the mirror is a snapshot); the signature is still checked.
  if [[ "$SUITE" == sid ]]; then
    echo 'Acquire::Check-Valid-Until "false";' >> "$dir/etc/apt/apt.conf.d/90glassbox"
  fi
  # No daemons should start inside the chroot during package installation.
  printf '#!/bin/sh\nexit 101\n' > "$dir/usr/sbin/policy-rc.d"
  chmod 755 "$dir/usr/sbin/policy-rc.d"
  cp -L /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null || true
}

# Fill PKGS with the requested packages that the suite actually has. Optional
# ('?') ones that are missing are skipped with a note; missing mandatory ones
# are fatal. (A global array, not stdout: die in a $(...) would not stop us.)
PKGS=()
resolve_packages() {
  local dir="$1" spec name
  PKGS=()
  for spec in $(package_list); do
    name="${spec#\?}"
    if in_chroot "$dir" apt-cache show "$name" >/dev/null 2>&1; then
      PKGS+=("$name")
    elif [[ "$spec" == \?* ]]; then
      log "note: optional package $name is not in $SUITE, skipping"
    else
      die "package $name is not available in $SUITE"
    fi
  done
}

provision() {
  local dir="$1"
  log "apt-get update in the $SUITE chroot"
  in_chroot "$dir" apt-get update -q
  resolve_packages "$dir"
  log "installing: ${PKGS[*]}"
  in_chroot "$dir" apt-get install -y -q "${PKGS[@]}"
  in_chroot "$dir" apt-get clean   # the .deb cache is ~100 MB of dead weight
}

# --- stamp -----------------------------------------------------------------------
# The stamp lists installed packages, plus '#absent NAME' for optional ones the
# suite lacks. Its presence means "build complete", so it is written last.
wanted_names() { package_list | tr ' ' '\n' | sed 's/^?//' | grep -v '^$'; }

stamp_covers() {  # every wanted package is installed or known to be absent
  local stamp="$1" p; shift
  [[ -f "$stamp" ]] || return 1
  for p in "$@"; do
    grep -qxF "$p" "$stamp" || grep -qxF "#absent $p" "$stamp" || return 1
  done
}

write_stamp() {  # keep earlier entries so a later, smaller request stays fast
  local stamp="$1" p; shift
  { if [[ -f "$stamp" ]]; then grep -v '^#' "$stamp" || true; fi
    printf '%s\n' "${PKGS[@]}"
    for p in "$@"; do
      printf '%s\n' "${PKGS[@]}" | grep -qxF "$p" || echo "#absent $p"
    done
  } | sort -u > "$stamp.tmp"
  mv "$stamp.tmp" "$stamp"
}

# --- main ------------------------------------------------------------------------
main() {
  parse_args "$@"
  local dir="$CHROOT_ROOT/$SUITE" stamp="$CHROOT_ROOT/$SUITE/$STAMP_NAME" mirror
  local -a want
  mapfile -t want < <(wanted_names)

  if stamp_covers "$stamp" "${want[@]}"; then
    log "up to date: $dir"
    echo "$dir"
    return 0
  fi

  ensure_host_tools
  mirror=$(detect_mirror)

  if [[ -d "$dir" && ! -f "$stamp" ]]; then
    log "found an unfinished build in $dir; removing it"
    assert_nothing_mounted "$dir"
    rm -rf --one-file-system "$dir"
  fi

  if [[ -d "$dir" ]]; then
    log "extending existing chroot $dir"
  else
    # debootstrap checks the Release signature but not Valid-Until, so the
    # expired sid Release needs no extra option here.
    log "debootstrap $SUITE into $dir from $mirror (takes a few minutes)"
    mkdir -p "$CHROOT_ROOT"
    debootstrap --variant=minbase "$SUITE" "$dir" "$mirror" \
      || die "debootstrap failed; see $dir/debootstrap/debootstrap.log"
  fi

  configure_apt "$dir" "$mirror"
  with_proc "$dir" provision "$dir"
  write_stamp "$stamp" "${want[@]}"
  log "done in ${SECONDS}s: $dir ($(du -sh --one-file-system "$dir" | cut -f1))"
  echo "$dir"
}

main "$@"
